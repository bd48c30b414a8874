ALTER TABLE `contact_messages` ADD `business_id` integer REFERENCES businesses(id) ON DELETE set null;
