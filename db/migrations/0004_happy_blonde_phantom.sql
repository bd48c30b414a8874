CREATE TABLE `business_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`role` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`alt` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`hash` text NOT NULL,
	`widths` text NOT NULL,
	`uploader_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_photos_business_idx` ON `business_photos` (`business_id`,`role`,`position`);--> statement-breakpoint
CREATE INDEX `business_photos_hash_idx` ON `business_photos` (`hash`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `video_url` text;--> statement-breakpoint
ALTER TABLE `businesses` ADD `social` text;--> statement-breakpoint
ALTER TABLE `businesses` ADD `special_hours` text;