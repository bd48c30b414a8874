CREATE TABLE `listing_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`subscription_id` text NOT NULL,
	`subscription_type` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_cents` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`unused_days` integer NOT NULL,
	`period_days` integer NOT NULL,
	`payment_ref` text,
	`external_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_refunds_subscription_unique` ON `listing_refunds` (`subscription_id`);--> statement-breakpoint
CREATE INDEX `listing_refunds_business_idx` ON `listing_refunds` (`business_id`);