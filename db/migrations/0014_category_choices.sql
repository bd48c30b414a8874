-- One category taxonomy (src/lib/categories.ts). A listing now stores the slug of the
-- category its owner chose, one of 18, each in one of the directory's nine groups. Rows stored before this
-- hold a group slug (restaurant, recreation, museums, services, retail, healthcare, real-estate,
-- entertainment, lodging): each of those is also a category (the group's own), so they stay as they are
-- and keep their group. The owner's original choice was not kept ("Beauty & Wellness" was stored as
-- healthcare, "Technology" as services…) and cannot be recovered; owners can choose again in the editor.
-- Any other stored form (a label such as 'Beauty & Wellness', an alias, other case or spacing) becomes
-- its slug; a value that names nothing becomes 'other' (group Services, where unknown values went before).
CREATE TEMP TABLE `category_names` (`name` text PRIMARY KEY NOT NULL, `slug` text NOT NULL);--> statement-breakpoint
INSERT INTO `category_names` (`name`, `slug`) VALUES
  ('restaurant', 'restaurant'), ('restaurants', 'restaurant'), ('dining', 'restaurant'), ('food', 'restaurant'),
  ('cafe', 'restaurant'), ('bar', 'restaurant'),
  ('retail', 'retail'), ('shop', 'retail'), ('shops', 'retail'), ('shopping', 'retail'),
  ('services', 'services'), ('service', 'services'),
  ('entertainment', 'entertainment'), ('attractions', 'entertainment'), ('nightlife', 'entertainment'),
  ('tourism', 'tourism'),
  ('recreation', 'recreation'), ('recreation & tours', 'recreation'), ('recreation and tours', 'recreation'),
  ('recreation tours', 'recreation'), ('tours', 'recreation'), ('tour', 'recreation'), ('marine', 'recreation'),
  ('charters', 'recreation'), ('fishing', 'recreation'),
  ('lodging', 'lodging'), ('hotel', 'lodging'), ('hotels', 'lodging'), ('places to stay', 'lodging'),
  ('accommodations', 'lodging'), ('rentals', 'lodging'),
  ('museums', 'museums'), ('museums & history', 'museums'), ('museums and history', 'museums'),
  ('museums history', 'museums'), ('museum', 'museums'), ('history', 'museums'), ('cultural', 'museums'),
  ('healthcare', 'healthcare'), ('health', 'healthcare'), ('medical', 'healthcare'),
  ('professional services', 'professional-services'), ('professional', 'professional-services'),
  ('real estate', 'real-estate'), ('realestate', 'real-estate'), ('realty', 'real-estate'),
  ('automotive', 'automotive'), ('auto', 'automotive'),
  ('beauty & wellness', 'beauty-wellness'), ('beauty and wellness', 'beauty-wellness'),
  ('beauty wellness', 'beauty-wellness'), ('beauty', 'beauty-wellness'), ('wellness', 'beauty-wellness'),
  ('home & garden', 'home-garden'), ('home and garden', 'home-garden'), ('home garden', 'home-garden'),
  ('technology', 'technology'), ('tech', 'technology'),
  ('education', 'education'),
  ('sports & recreation', 'sports-recreation'), ('sports and recreation', 'sports-recreation'),
  ('sports recreation', 'sports-recreation'), ('sports', 'sports-recreation'),
  ('other', 'other');--> statement-breakpoint
UPDATE `businesses` SET `category` = coalesce(
  (SELECT `slug` FROM `category_names` WHERE `name` = lower(trim(replace(replace(`businesses`.`category`, '-', ' '), '_', ' ')))),
  'other'
)
WHERE `category` NOT IN ('restaurant', 'retail', 'services', 'entertainment', 'tourism', 'recreation', 'lodging',
  'museums', 'healthcare', 'professional-services', 'real-estate', 'automotive', 'beauty-wellness', 'home-garden',
  'technology', 'education', 'sports-recreation', 'other');--> statement-breakpoint
-- A pending edit proposing a category in another form is brought to a slug the same way.
UPDATE `business_revisions` SET `changes` = json_set(`changes`, '$.category', coalesce(
  (SELECT `slug` FROM `category_names`
   WHERE `name` = lower(trim(replace(replace(json_extract(`business_revisions`.`changes`, '$.category'), '-', ' '), '_', ' ')))),
  'other'
))
WHERE json_type(`changes`, '$.category') = 'text'
  AND json_extract(`changes`, '$.category') NOT IN ('restaurant', 'retail', 'services', 'entertainment', 'tourism',
  'recreation', 'lodging', 'museums', 'healthcare', 'professional-services', 'real-estate', 'automotive',
  'beauty-wellness', 'home-garden', 'technology', 'education', 'sports-recreation', 'other');--> statement-breakpoint
DROP TABLE `category_names`;
