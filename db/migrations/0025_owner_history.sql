ALTER TABLE `businesses` ADD `first_published_at` integer;--> statement-breakpoint
-- Published since the first time an admin approved it (the audit log's earliest `business.approved`). A listing
-- that has no such entry but is live now, or was unpublished since (the site's own data, approved when seeded),
-- counts from its creation. The rest were never shown in the directory.
UPDATE `businesses` SET `first_published_at` = COALESCE(
  (SELECT min(`a`.`created_at`) FROM `audit_log` AS `a`
    WHERE `a`.`action` = 'business.approved' AND `a`.`target_type` = 'business'
      AND `a`.`target_id` = CAST(`businesses`.`id` AS TEXT)),
  CASE WHEN `approved` = 1 OR EXISTS (
    SELECT 1 FROM `audit_log` AS `u`
    WHERE `u`.`action` = 'business.unpublished' AND `u`.`target_type` = 'business'
      AND `u`.`target_id` = CAST(`businesses`.`id` AS TEXT)) THEN `created_at` END);
--> statement-breakpoint
-- Kept by the database itself, so every way a listing goes live (an admin's approval, the seed, an import) sets it
-- once and nothing clears it.
CREATE TRIGGER `businesses_first_published_insert` AFTER INSERT ON `businesses`
WHEN new.approved = 1 AND new.first_published_at IS NULL BEGIN
  UPDATE `businesses` SET `first_published_at` = (unixepoch('subsec') * 1000) WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_first_published_update` AFTER UPDATE OF `approved` ON `businesses`
WHEN new.approved = 1 AND new.first_published_at IS NULL BEGIN
  UPDATE `businesses` SET `first_published_at` = (unixepoch('subsec') * 1000) WHERE `id` = new.id;
END;
--> statement-breakpoint
ALTER TABLE `claims` ADD `contacts_before` text;--> statement-breakpoint
-- An owner who has not saved the listing since their claim was approved (the audit log's `business.updated` by
-- them, which an accepted suggestion writes too) still shows the e-mail, phone and website the claim found.
UPDATE `claims` SET `contacts_before` = (
  SELECT json_object('email', `b`.`email`, 'phone', `b`.`phone`, 'website', `b`.`website`)
  FROM `businesses` AS `b` WHERE `b`.`id` = `claims`.`business_id`)
WHERE `status` = 'approved'
  AND EXISTS (SELECT 1 FROM `businesses` AS `b` WHERE `b`.`id` = `claims`.`business_id` AND `b`.`owner_id` = `claims`.`user_id`)
  AND NOT EXISTS (
    SELECT 1 FROM `audit_log` AS `a`
    WHERE `a`.`action` = 'business.updated' AND `a`.`target_type` = 'business'
      AND `a`.`target_id` = CAST(`claims`.`business_id` AS TEXT) AND `a`.`actor_user_id` = `claims`.`user_id`
      AND `a`.`created_at` >= COALESCE(`claims`.`decided_at`, 0));
