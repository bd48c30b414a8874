CREATE TABLE `geocode_retries` (
	`kind` text NOT NULL,
	`row_id` integer NOT NULL,
	`query` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `row_id`)
);
--> statement-breakpoint
CREATE INDEX `geocode_retries_due_idx` ON `geocode_retries` (`next_attempt_at`);