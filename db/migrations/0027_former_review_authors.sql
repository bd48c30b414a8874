-- A deleted account's reviews keep the SHA-256 of its e-mail address, so the same person registering again is
-- still "already reviewed" on those listings. Reviews of accounts deleted before this have no key.
ALTER TABLE `reviews` ADD `former_author_key` text;
