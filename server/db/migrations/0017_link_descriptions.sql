-- Links gain an optional description (issue 41 item 6): shown on the card and searched by the
-- palette, so the listing triggers of 0013 are rebuilt to put it in the `detail` column after the
-- addresses. Existing rows have no description, so their index entries stay as they are.
ALTER TABLE `listings` ADD `description` text;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_listing_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_listing_update`;
--> statement-breakpoint
CREATE TRIGGER `search_listing_insert` AFTER INSERT ON `listings` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('listing', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = NEW.id), NEW.listing_name, CASE WHEN NEW.listing_type = 'stream' THEN '' ELSE coalesce(NEW.listing_url, '') || ' ' || coalesce(NEW.local_url, '') || ' ' || coalesce(NEW.description, '') END, 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_listing_update` AFTER UPDATE OF `listing_name`, `listing_url`, `local_url`, `description`, `listing_type`, `user_id` ON `listings` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = NEW.id), NEW.listing_name, CASE WHEN NEW.listing_type = 'stream' THEN '' ELSE coalesce(NEW.listing_url, '') || ' ' || coalesce(NEW.local_url, '') || ' ' || coalesce(NEW.description, '') END, 'u' || hex(NEW.user_id));
END;
