CREATE TABLE `business_daily_stats` (
	`business_id` integer NOT NULL,
	`date` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`website_clicks` integer DEFAULT 0 NOT NULL,
	`phone_clicks` integer DEFAULT 0 NOT NULL,
	`email_clicks` integer DEFAULT 0 NOT NULL,
	`direction_clicks` integer DEFAULT 0 NOT NULL,
	`social_clicks` integer DEFAULT 0 NOT NULL,
	`booking_clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `date`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_daily_stats_date_idx` ON `business_daily_stats` (`date`);--> statement-breakpoint
CREATE TABLE `business_search_terms` (
	`business_id` integer NOT NULL,
	`date` text NOT NULL,
	`term` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `date`, `term`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reason` text NOT NULL,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_reports_review_idx` ON `review_reports` (`review_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`featured` integer DEFAULT false NOT NULL,
	`reply_body` text,
	`reply_updated_at` integer,
	`approved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_business_user_unique` ON `reviews` (`business_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_business_status_idx` ON `reviews` (`business_id`,`status`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);