ALTER TABLE `businesses` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `businesses` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `events` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `events` ADD `longitude` real;