-- Open now in SQL: each listing's weekly hours as the minutes of the week they are open, and its special hours one
-- row per date (src/platform/server/db/schema.ts says what the columns hold). The app rebuilds both in the same
-- transaction as each write of hours (src/features/places/server/open-hours.queries.ts); the JSON rules that read
-- the hours are JavaScript, so this migration fills nothing itself: it queues every existing listing in
-- business_open_stale, and the open-now filter rebuilds what is queued before it asks (once, after this migration).
-- The triggers queue a listing whose hours change by any other write (plain SQL, a script), so the tables never
-- answer from hours the row no longer has.
CREATE TABLE `business_open_intervals` (
	`business_id` integer NOT NULL,
	`day` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `start_minute`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_open_intervals_now_idx` ON `business_open_intervals` (`start_minute`,`end_minute`,`day`,`business_id`);--> statement-breakpoint
CREATE TABLE `business_open_stale` (
	`business_id` integer PRIMARY KEY NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `business_special_days` (
	`business_id` integer NOT NULL,
	`date` text NOT NULL,
	`start_minute` integer,
	`end_minute` integer,
	PRIMARY KEY(`business_id`, `date`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_special_days_date_idx` ON `business_special_days` (`date`);
--> statement-breakpoint
INSERT INTO `business_open_stale` (`business_id`) SELECT `id` FROM `businesses`;
--> statement-breakpoint
CREATE TRIGGER `business_open_stale_insert` AFTER INSERT ON `businesses` BEGIN
  INSERT OR IGNORE INTO `business_open_stale` (`business_id`) VALUES (new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_open_stale_update` AFTER UPDATE OF hours, special_hours ON `businesses` BEGIN
  INSERT OR IGNORE INTO `business_open_stale` (`business_id`) VALUES (new.id);
END;
