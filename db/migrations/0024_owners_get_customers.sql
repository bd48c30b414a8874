CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`token_hash` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`replied_at` integer,
	`last_message_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_token_unique` ON `enquiries` (`token_hash`);--> statement-breakpoint
CREATE INDEX `enquiries_business_idx` ON `enquiries` (`business_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `enquiry_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer NOT NULL,
	`author` text NOT NULL,
	`user_id` integer,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `enquiry_messages_enquiry_idx` ON `enquiry_messages` (`enquiry_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `listing_suggestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`note` text,
	`email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_suggestions_business_idx` ON `listing_suggestions` (`business_id`,`status`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`title` text NOT NULL,
	`details` text NOT NULL,
	`code` text,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offers_business_idx` ON `offers` (`business_id`,`ends_at`);--> statement-breakpoint
CREATE INDEX `offers_current_idx` ON `offers` (`ends_at`,`starts_at`);--> statement-breakpoint
ALTER TABLE `business_daily_stats` ADD `enquiries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `business_daily_stats` ADD `offer_code_reveals` integer DEFAULT 0 NOT NULL;