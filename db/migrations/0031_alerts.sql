-- E-mail alerts: subscriptions per address and topic (double opt-in), one-use unsubscribe links per alert mail, the
-- keys of alerts already sent (an NWS event's VTEC key, an advisory, an event change), and an event's start before
-- its latest move (schema.org previousStartDate).
CREATE TABLE `alert_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscription_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `alert_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_links_subscription_idx` ON `alert_links` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `alert_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`event_id` integer,
	`confirm_token_hash` text,
	`requested_at` integer NOT NULL,
	`confirmed_at` integer,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_subscriptions_email_topic_unique` ON `alert_subscriptions` (lower("email"),`topic`);--> statement-breakpoint
CREATE INDEX `alert_subscriptions_topic_idx` ON `alert_subscriptions` (`topic`,`confirmed_at`);--> statement-breakpoint
CREATE INDEX `alert_subscriptions_token_idx` ON `alert_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE TABLE `alerts_sent` (
	`key` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `events` ADD `previous_start_date` integer;