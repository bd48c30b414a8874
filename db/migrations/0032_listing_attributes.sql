-- What owners say a listing offers (waterfront, pet friendly, …; the keys are listed in
-- src/features/listings/attributes.ts): one row per listing and attribute, so search and the directory's filter
-- find a listing by attribute through the index instead of reading every listing.
CREATE TABLE `business_attributes` (
	`business_id` integer NOT NULL,
	`attribute` text NOT NULL,
	PRIMARY KEY(`business_id`, `attribute`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_attributes_attribute_idx` ON `business_attributes` (`attribute`,`business_id`);