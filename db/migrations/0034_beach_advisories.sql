-- Beach water-quality advisories and closures an admin enters from the state's Texas Beach Watch results (no feed
-- exists), shown on /beach until they expire.
CREATE TABLE `beach_advisories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site` text NOT NULL,
	`level` text NOT NULL,
	`note` text,
	`sampled_on` text,
	`source_url` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `beach_advisories_expires_idx` ON `beach_advisories` (`expires_at`);