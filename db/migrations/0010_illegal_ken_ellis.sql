CREATE TABLE `billing_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`subscription_id` text NOT NULL,
	`external_id` text NOT NULL,
	`reason` text NOT NULL,
	`subscription_type` text,
	`amount_cents` integer NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`receipt_url` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_invoices_external_unique` ON `billing_invoices` (`external_id`);--> statement-breakpoint
CREATE INDEX `billing_invoices_business_idx` ON `billing_invoices` (`business_id`);