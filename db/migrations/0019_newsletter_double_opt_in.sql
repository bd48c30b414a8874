-- Newsletter double opt-in: sign-ups wait in newsletter_pending until their mailed link is
-- clicked; only then is the address added to newsletter_subscribers. Every existing subscriber row was
-- made under the old single opt-in and stays as it is: subscribed (or unsubscribed) as before.
-- mail_queue.list_unsubscribe carries a mail's List-Unsubscribe link (RFC 8058), cleared on delivery.
CREATE TABLE `newsletter_pending` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`requested_at` integer NOT NULL,
	`last_sent_at` integer NOT NULL,
	`mails_sent` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_pending_email_lower_unique` ON `newsletter_pending` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_pending_token_unique` ON `newsletter_pending` (`token_hash`);--> statement-breakpoint
ALTER TABLE `mail_queue` ADD `list_unsubscribe` text;