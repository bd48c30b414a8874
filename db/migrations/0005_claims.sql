CREATE TABLE `claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`evidence` text,
	`plan` text DEFAULT 'free' NOT NULL,
	`subscription_type` text,
	`code_hash` text,
	`code_expires_at` integer,
	`code_attempts` integer DEFAULT 0 NOT NULL,
	`code_sent_to` text,
	`reason` text,
	`decided_at` integer,
	`decided_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `claims_business_idx` ON `claims` (`business_id`,`status`);--> statement-breakpoint
CREATE INDEX `claims_user_idx` ON `claims` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `claims_one_approved_per_business` ON `claims` (`business_id`) WHERE status = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX `claims_one_pending_per_user` ON `claims` (`business_id`,`user_id`) WHERE status = 'pending';