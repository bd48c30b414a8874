-- mail_queue.priority: mail someone waits for (verification, password reset) is sent before queued notifications.
ALTER TABLE `mail_queue` ADD `priority` integer DEFAULT 0 NOT NULL;