-- enquiry_links: one link per answer mailed to the visitor, each working while the thread exists (older e-mails too).
CREATE TABLE `enquiry_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enquiry_links_token_unique` ON `enquiry_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `enquiry_links_enquiry_idx` ON `enquiry_links` (`enquiry_id`);--> statement-breakpoint
-- The link of the newest answer of each answered thread keeps working; an unanswered thread's hash was a placeholder
-- nobody holds the token of.
INSERT INTO `enquiry_links` (`enquiry_id`, `token_hash`, `created_at`)
	SELECT `id`, `token_hash`, `last_message_at` FROM `enquiries` WHERE `replied_at` IS NOT NULL;--> statement-breakpoint
DROP INDEX `enquiries_token_unique`;--> statement-breakpoint
ALTER TABLE `enquiries` DROP COLUMN `token_hash`;