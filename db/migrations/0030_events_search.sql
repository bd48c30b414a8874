-- Site search over events: a trigram full-text index over each event's title, description, location and category
-- (substring matching, case-insensitive), kept in step with events by triggers, instead of a LIKE scan of every
-- event. It holds every event, as the businesses one does; the search joins it back to events and keeps approved ones.
CREATE VIRTUAL TABLE `events_search` USING fts5(title, description, location, category, content='events', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `events_search`(`events_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `events_search_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO `events_search`(rowid, title, description, location, category) VALUES (new.id, new.title, new.description, new.location, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_delete` AFTER DELETE ON `events` BEGIN
  INSERT INTO `events_search`(`events_search`, rowid, title, description, location, category) VALUES ('delete', old.id, old.title, old.description, old.location, old.category);
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_update` AFTER UPDATE OF title, description, location, category ON `events` BEGIN
  INSERT INTO `events_search`(`events_search`, rowid, title, description, location, category) VALUES ('delete', old.id, old.title, old.description, old.location, old.category);
  INSERT INTO `events_search`(rowid, title, description, location, category) VALUES (new.id, new.title, new.description, new.location, new.category);
END;
