-- Directory search: a trigram full-text index over each listing's name, description and category slug (substring
-- matching, case-insensitive), kept in step with businesses by triggers; the search joins it back to businesses.
CREATE VIRTUAL TABLE `businesses_search` USING fts5(name, description, category, content='businesses', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `businesses_search`(`businesses_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `businesses_search_insert` AFTER INSERT ON `businesses` BEGIN
  INSERT INTO `businesses_search`(rowid, name, description, category) VALUES (new.id, new.name, new.description, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_search_delete` AFTER DELETE ON `businesses` BEGIN
  INSERT INTO `businesses_search`(`businesses_search`, rowid, name, description, category) VALUES ('delete', old.id, old.name, old.description, old.category);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_search_update` AFTER UPDATE OF name, description, category ON `businesses` BEGIN
  INSERT INTO `businesses_search`(`businesses_search`, rowid, name, description, category) VALUES ('delete', old.id, old.name, old.description, old.category);
  INSERT INTO `businesses_search`(rowid, name, description, category) VALUES (new.id, new.name, new.description, new.category);
END;
--> statement-breakpoint
-- The public order (active premium, then featured, then name), so a page of the directory reads the first rows of
-- this index instead of sorting every approved listing; category and owner_id let the directory's filters be tested
-- in the index too. The CASE must stay the same as PREMIUM_RANK_SQL.
CREATE INDEX `businesses_public_order_idx` ON `businesses` (approved, (CASE WHEN (plan = 'premium' and subscription_status in ('active', 'trialing')) THEN 0 ELSE 1 END), featured DESC, name COLLATE NOCASE, id, category, owner_id);
--> statement-breakpoint
-- The words of approved listings' names, for the spelling fix: fts5vocab lists them with their counts without reading
-- every name. Contentless with deletes, so it holds approved listings only and forgets one by its id.
CREATE VIRTUAL TABLE `businesses_search_words` USING fts5(name, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0');
--> statement-breakpoint
CREATE VIRTUAL TABLE `businesses_search_words_vocab` USING fts5vocab(businesses_search_words, row);
--> statement-breakpoint
INSERT INTO `businesses_search_words`(rowid, name) SELECT id, name FROM `businesses` WHERE approved = 1;
--> statement-breakpoint
CREATE TRIGGER `businesses_search_words_insert` AFTER INSERT ON `businesses` WHEN new.approved = 1 BEGIN
  INSERT INTO `businesses_search_words`(rowid, name) VALUES (new.id, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_search_words_delete` AFTER DELETE ON `businesses` WHEN old.approved = 1 BEGIN
  DELETE FROM `businesses_search_words` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_search_words_update` AFTER UPDATE OF name, approved ON `businesses` BEGIN
  DELETE FROM `businesses_search_words` WHERE rowid = old.id;
  INSERT INTO `businesses_search_words`(rowid, name) SELECT new.id, new.name WHERE new.approved = 1;
END;
