-- Search reads the in-memory directory index (src/server/db/queries/directory-index.ts), never businesses_fts:
-- the FTS5 table and its triggers only made every business write slower.
DROP TRIGGER IF EXISTS `businesses_fts_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `businesses_fts_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `businesses_fts_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `businesses_fts`;
