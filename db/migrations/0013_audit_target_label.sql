ALTER TABLE `audit_log` ADD `target_label` text;--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`);--> statement-breakpoint
-- The admin's audit log says which item each entry is about, even after the item is
-- deleted. Name the items of the entries written before this column existed (a deleted one keeps the
-- name its entry recorded in details, when it did).
UPDATE `audit_log` SET `target_label` = COALESCE(
  CASE `target_type`
    WHEN 'business' THEN (SELECT `name` FROM `businesses` WHERE `businesses`.`id` = CAST(`audit_log`.`target_id` AS INTEGER))
    WHEN 'event' THEN (SELECT `title` FROM `events` WHERE `events`.`id` = CAST(`audit_log`.`target_id` AS INTEGER))
    WHEN 'user' THEN (SELECT `email` FROM `users` WHERE `users`.`id` = CAST(`audit_log`.`target_id` AS INTEGER))
    WHEN 'claim' THEN (SELECT `businesses`.`name` FROM `claims` JOIN `businesses` ON `businesses`.`id` = `claims`.`business_id` WHERE `claims`.`id` = CAST(`audit_log`.`target_id` AS INTEGER))
    WHEN 'contact_message' THEN (SELECT `subject` FROM `contact_messages` WHERE `contact_messages`.`id` = CAST(`audit_log`.`target_id` AS INTEGER))
  END,
  json_extract(`details`, '$.name'),
  json_extract(`details`, '$.title')
)
WHERE `target_label` IS NULL AND `target_id` IS NOT NULL;
