-- The command palette's search (issue 29): one contentless FTS5 index over what a person names
-- (listings of every type, todo items, pages, devices, 2FA entries, accounts); snippets keep their
-- own index (0005). The source tables have text ids, whose implicit rowids VACUUM may renumber,
-- so `search_refs` gives each (kind, id) a stable integer that is the document's rowid. `scope` is
-- one token for the owner ('u' + hex of the user id, as snippet_search writes it) or 'accounts'
-- for user accounts, which only super admins search; devices and 2FA entries add 'kinddevice' and
-- 'kindtotp', so a user with the feature off has them left out inside the index itself. Camera URLs are not indexed (they can carry
-- credentials); 2FA entries index names only, never secrets. Triggers keep both tables in step
-- with every write, foreign-key cascades included.
CREATE TABLE `search_refs` (`seq` integer PRIMARY KEY, `kind` text NOT NULL, `ref` text NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_refs_kind_ref` ON `search_refs` (`kind`, `ref`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(name, detail, scope, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `search_listing_insert` AFTER INSERT ON `listings` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('listing', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = NEW.id), NEW.listing_name, CASE WHEN NEW.listing_type = 'stream' THEN '' ELSE coalesce(NEW.listing_url, '') || ' ' || coalesce(NEW.local_url, '') END, 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_listing_update` AFTER UPDATE OF `listing_name`, `listing_url`, `local_url`, `listing_type`, `user_id` ON `listings` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = NEW.id), NEW.listing_name, CASE WHEN NEW.listing_type = 'stream' THEN '' ELSE coalesce(NEW.listing_url, '') || ' ' || coalesce(NEW.local_url, '') END, 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_listing_delete` AFTER DELETE ON `listings` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'listing' AND ref = OLD.id);
  DELETE FROM search_refs WHERE kind = 'listing' AND ref = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_refs(kind, ref) SELECT 'listing', id FROM `listings`;
--> statement-breakpoint
INSERT INTO search_index(rowid, name, detail, scope)
  SELECT r.seq, listing_name, CASE WHEN listing_type = 'stream' THEN '' ELSE coalesce(listing_url, '') || ' ' || coalesce(local_url, '') END, 'u' || hex(user_id) FROM `listings` JOIN search_refs r ON r.kind = 'listing' AND r.ref = `listings`.id;
--> statement-breakpoint
CREATE TRIGGER `search_todo_insert` AFTER INSERT ON `todo_items` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('todo', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'todo' AND ref = NEW.id), NEW.todo_item, '', 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_todo_update` AFTER UPDATE OF `todo_item`, `user_id` ON `todo_items` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'todo' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'todo' AND ref = NEW.id), NEW.todo_item, '', 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_todo_delete` AFTER DELETE ON `todo_items` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'todo' AND ref = OLD.id);
  DELETE FROM search_refs WHERE kind = 'todo' AND ref = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_refs(kind, ref) SELECT 'todo', id FROM `todo_items`;
--> statement-breakpoint
INSERT INTO search_index(rowid, name, detail, scope)
  SELECT r.seq, todo_item, '', 'u' || hex(user_id) FROM `todo_items` JOIN search_refs r ON r.kind = 'todo' AND r.ref = `todo_items`.id;
--> statement-breakpoint
CREATE TRIGGER `search_page_insert` AFTER INSERT ON `pages` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('page', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'page' AND ref = NEW.id), NEW.page_title, NEW.page_content, 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_page_update` AFTER UPDATE OF `page_title`, `page_content`, `user_id` ON `pages` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'page' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'page' AND ref = NEW.id), NEW.page_title, NEW.page_content, 'u' || hex(NEW.user_id));
END;
--> statement-breakpoint
CREATE TRIGGER `search_page_delete` AFTER DELETE ON `pages` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'page' AND ref = OLD.id);
  DELETE FROM search_refs WHERE kind = 'page' AND ref = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_refs(kind, ref) SELECT 'page', id FROM `pages`;
--> statement-breakpoint
INSERT INTO search_index(rowid, name, detail, scope)
  SELECT r.seq, page_title, page_content, 'u' || hex(user_id) FROM `pages` JOIN search_refs r ON r.kind = 'page' AND r.ref = `pages`.id;
--> statement-breakpoint
CREATE TRIGGER `search_device_insert` AFTER INSERT ON `network_devices` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('device', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'device' AND ref = NEW.id), NEW.device_name, coalesce(NEW.device_ip, '') || ' ' || coalesce(NEW.device_mac, ''), 'u' || hex(NEW.user_id) || ' kinddevice');
END;
--> statement-breakpoint
CREATE TRIGGER `search_device_update` AFTER UPDATE OF `device_name`, `device_ip`, `device_mac`, `user_id` ON `network_devices` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'device' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'device' AND ref = NEW.id), NEW.device_name, coalesce(NEW.device_ip, '') || ' ' || coalesce(NEW.device_mac, ''), 'u' || hex(NEW.user_id) || ' kinddevice');
END;
--> statement-breakpoint
CREATE TRIGGER `search_device_delete` AFTER DELETE ON `network_devices` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'device' AND ref = OLD.id);
  DELETE FROM search_refs WHERE kind = 'device' AND ref = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_refs(kind, ref) SELECT 'device', id FROM `network_devices`;
--> statement-breakpoint
INSERT INTO search_index(rowid, name, detail, scope)
  SELECT r.seq, device_name, coalesce(device_ip, '') || ' ' || coalesce(device_mac, ''), 'u' || hex(user_id) || ' kinddevice' FROM `network_devices` JOIN search_refs r ON r.kind = 'device' AND r.ref = `network_devices`.id;
--> statement-breakpoint
CREATE TRIGGER `search_totp_insert` AFTER INSERT ON `authenticators` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('totp', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'totp' AND ref = NEW.id), NEW.service_name, NEW.account_name, 'u' || hex(NEW.user_id) || ' kindtotp');
END;
--> statement-breakpoint
CREATE TRIGGER `search_totp_update` AFTER UPDATE OF `service_name`, `account_name`, `user_id` ON `authenticators` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'totp' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'totp' AND ref = NEW.id), NEW.service_name, NEW.account_name, 'u' || hex(NEW.user_id) || ' kindtotp');
END;
--> statement-breakpoint
CREATE TRIGGER `search_totp_delete` AFTER DELETE ON `authenticators` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'totp' AND ref = OLD.id);
  DELETE FROM search_refs WHERE kind = 'totp' AND ref = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_refs(kind, ref) SELECT 'totp', id FROM `authenticators`;
--> statement-breakpoint
INSERT INTO search_index(rowid, name, detail, scope)
  SELECT r.seq, service_name, account_name, 'u' || hex(user_id) || ' kindtotp' FROM `authenticators` JOIN search_refs r ON r.kind = 'totp' AND r.ref = `authenticators`.id;
--> statement-breakpoint
CREATE TRIGGER `search_user_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO search_refs(kind, ref) VALUES ('user', NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'user' AND ref = NEW.id), NEW.username, NEW.full_name, 'accounts');
END;
--> statement-breakpoint
CREATE TRIGGER `search_user_update` AFTER UPDATE OF `username`, `full_name` ON `users` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'user' AND ref = NEW.id);
  INSERT INTO search_index(rowid, name, detail, scope) VALUES ((SELECT seq FROM search_refs WHERE kind = 'user' AND ref = NEW.id), NEW.username, NEW.full_name, 'accounts');
END;
--> statement-breakpoint
CREATE TRIGGER `search_user_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT seq FROM search_refs WHERE kind = 'user' AND ref = OLD.id);
  DELETE FROM search_refs WHERE kind = 'user' AND ref = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_refs(kind, ref) SELECT 'user', id FROM `users`;
--> statement-breakpoint
INSERT INTO search_index(rowid, name, detail, scope)
  SELECT r.seq, username, full_name, 'accounts' FROM `users` JOIN search_refs r ON r.kind = 'user' AND r.ref = `users`.id;
--> statement-breakpoint
-- The index's terms, for the palette's typo fallback (a term one or two edits away).
CREATE VIRTUAL TABLE `search_vocab` USING fts5vocab(search_index, 'row');
