-- Substring search over name, description and category (spec: case-insensitive substring match).
-- An external-content FTS5 table with the trigram tokenizer answers LIKE '%term%' from the index;
-- triggers keep it in step with the businesses table.
CREATE VIRTUAL TABLE `businesses_fts` USING fts5(
	name, description, category,
	content='businesses', content_rowid='id',
	tokenize='trigram case_sensitive 0'
);
--> statement-breakpoint
CREATE TRIGGER `businesses_fts_ai` AFTER INSERT ON `businesses` BEGIN
	INSERT INTO businesses_fts(rowid, name, description, category) VALUES (new.id, new.name, new.description, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_fts_ad` AFTER DELETE ON `businesses` BEGIN
	INSERT INTO businesses_fts(businesses_fts, rowid, name, description, category) VALUES ('delete', old.id, old.name, old.description, old.category);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_fts_au` AFTER UPDATE OF name, description, category ON `businesses` BEGIN
	INSERT INTO businesses_fts(businesses_fts, rowid, name, description, category) VALUES ('delete', old.id, old.name, old.description, old.category);
	INSERT INTO businesses_fts(rowid, name, description, category) VALUES (new.id, new.name, new.description, new.category);
END;
