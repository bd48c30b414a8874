-- How each account was made: 'visitor' (the /register page: reviews and events) or 'owner' (the business signup, the
-- spec's POST /api/register, the demo data, the admin command). Accounts made before this migration count as owners: nothing
-- recorded tells a visitor's sign-up from an owner's, and an owner's sign-in must keep landing on the dashboard.
ALTER TABLE `users` ADD `created_as` text DEFAULT 'owner' NOT NULL;
