ALTER TABLE `businesses` ADD `rejected_at` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `events` ADD `rejected_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `rejection_reason` text;