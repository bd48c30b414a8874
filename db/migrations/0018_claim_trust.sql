CREATE TABLE `revoked_owners` (
	`business_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`business_id`, `user_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `businesses` ADD `claim_email` text;--> statement-breakpoint
-- Claim codes go only to a business e-mail an admin approved. On an existing database a live
-- listing's current e-mail counts as approved, unless after the listing's last approval by an admin (the
-- audit log's `business.approved`; the site's own listings have none, so any entry counts) its owner
-- saved an e-mail (that applied without review; the editor sends the field with every save, so this
-- also catches saves that kept it) or an admin revoked its owner (the address may be that owner's).
-- Those listings get no claim address: their claims go to admin review until an admin approves them.
UPDATE `businesses` SET `claim_email` = `email`
WHERE `approved` = 1 AND `email` IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM `audit_log` AS `later`
  WHERE `later`.`target_type` = 'business' AND `later`.`target_id` = CAST(`businesses`.`id` AS TEXT)
    AND `later`.`id` > COALESCE((
      SELECT max(`approval`.`id`) FROM `audit_log` AS `approval`
      WHERE `approval`.`target_type` = 'business' AND `approval`.`target_id` = CAST(`businesses`.`id` AS TEXT)
        AND `approval`.`action` = 'business.approved'), 0)
    AND (`later`.`action` = 'business.claim_revoked'
      OR (`later`.`action` = 'business.updated'
        AND EXISTS (SELECT 1 FROM json_each(`later`.`details`, '$.fields') WHERE `value` = 'email')))
);
--> statement-breakpoint
-- Revocations made before this table existed block their accounts too (unless the account owns the
-- listing again).
INSERT OR IGNORE INTO `revoked_owners` (`business_id`, `user_id`, `created_at`)
SELECT CAST(`a`.`target_id` AS INTEGER), json_extract(`a`.`details`, '$.previousOwnerId'), `a`.`created_at`
FROM `audit_log` AS `a`
WHERE `a`.`action` = 'business.claim_revoked' AND `a`.`target_type` = 'business'
  AND EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = json_extract(`a`.`details`, '$.previousOwnerId'))
  AND EXISTS (
    SELECT 1 FROM `businesses` WHERE `businesses`.`id` = CAST(`a`.`target_id` AS INTEGER)
      AND `businesses`.`owner_id` IS NOT json_extract(`a`.`details`, '$.previousOwnerId'));
