CREATE TABLE `claim_drafts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`method` text,
	`evidence` text,
	`plan` text DEFAULT 'free' NOT NULL,
	`subscription_type` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-edited: the migrator runs in one transaction, where PRAGMA foreign_keys=OFF does nothing,
-- so dropping `reviews` would cascade into `review_reports`. Park the reports, rebuild both, put them back.
CREATE TABLE `__old_review_reports` AS SELECT * FROM `review_reports`;--> statement-breakpoint
DROP TABLE `review_reports`;--> statement-breakpoint
CREATE TABLE `__new_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer,
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_reviews`("id", "business_id", "user_id", "rating", "body", "status", "reason", "featured", "reply_body", "reply_updated_at", "approved_at", "created_at", "updated_at") SELECT "id", "business_id", "user_id", "rating", "body", "status", "reason", "featured", "reply_body", "reply_updated_at", "approved_at", "created_at", "updated_at" FROM `reviews`;--> statement-breakpoint
DROP TABLE `reviews`;--> statement-breakpoint
ALTER TABLE `__new_reviews` RENAME TO `reviews`;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_business_user_unique` ON `reviews` (`business_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_business_status_idx` ON `reviews` (`business_id`,`status`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reason` text NOT NULL,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `review_reports`("id", "review_id", "reason", "resolved_at", "created_at") SELECT "id", "review_id", "reason", "resolved_at", "created_at" FROM `__old_review_reports`;--> statement-breakpoint
DROP TABLE `__old_review_reports`;--> statement-breakpoint
CREATE INDEX `review_reports_review_idx` ON `review_reports` (`review_id`);
