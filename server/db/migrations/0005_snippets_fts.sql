-- Full-text search of snippets: one document per snippet (rowid = snippets.seq, its change order,
-- so a search pages newest change first in the index's own rowid order) holding its title,
-- the file names and the code of its items, plus `scope`: one token for its owner and one for its
-- list ('u' or 'l' + the id in hex), so counting a user's matches needs nothing but the index.
-- Contentless, so the text is stored once, in snippets and snippet_items; contentless_delete lets
-- the triggers replace a snippet's document by rowid. The triggers keep it in step with every
-- write, cascades from a deleted list or user included.
CREATE VIRTUAL TABLE `snippet_search` USING fts5(title, filenames, code, scope, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `snippets_search_insert` AFTER INSERT ON `snippets` BEGIN
  INSERT INTO snippet_search(rowid, title, filenames, code, scope) VALUES (NEW.seq, NEW.snippet_title, '', '', 'u' || hex(NEW.user_id) || ' l' || hex(NEW.listing_id));
END;
--> statement-breakpoint
CREATE TRIGGER `snippets_search_update` AFTER UPDATE OF `seq`, `snippet_title`, `user_id`, `listing_id` ON `snippets` BEGIN
  DELETE FROM snippet_search WHERE rowid = OLD.seq;
  INSERT INTO snippet_search(rowid, title, filenames, code, scope)
    SELECT NEW.seq, NEW.snippet_title, coalesce(group_concat(snippet_filename, ' '), ''), coalesce(group_concat(snippet_code, char(10)), ''),
      'u' || hex(NEW.user_id) || ' l' || hex(NEW.listing_id)
    FROM snippet_items WHERE snippet_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `snippets_search_delete` AFTER DELETE ON `snippets` BEGIN
  DELETE FROM snippet_search WHERE rowid = OLD.seq;
END;
--> statement-breakpoint
CREATE TRIGGER `snippet_items_search_insert` AFTER INSERT ON `snippet_items` BEGIN
  DELETE FROM snippet_search WHERE rowid = (SELECT seq FROM snippets WHERE id = NEW.snippet_id);
  INSERT INTO snippet_search(rowid, title, filenames, code, scope)
    SELECT s.seq, s.snippet_title,
      (SELECT coalesce(group_concat(i.snippet_filename, ' '), '') FROM snippet_items i WHERE i.snippet_id = s.id),
      (SELECT coalesce(group_concat(i.snippet_code, char(10)), '') FROM snippet_items i WHERE i.snippet_id = s.id),
      'u' || hex(s.user_id) || ' l' || hex(s.listing_id)
    FROM snippets s WHERE s.id = NEW.snippet_id;
END;
--> statement-breakpoint
CREATE TRIGGER `snippet_items_search_update` AFTER UPDATE OF `snippet_filename`, `snippet_code` ON `snippet_items` BEGIN
  DELETE FROM snippet_search WHERE rowid = (SELECT seq FROM snippets WHERE id = NEW.snippet_id);
  INSERT INTO snippet_search(rowid, title, filenames, code, scope)
    SELECT s.seq, s.snippet_title,
      (SELECT coalesce(group_concat(i.snippet_filename, ' '), '') FROM snippet_items i WHERE i.snippet_id = s.id),
      (SELECT coalesce(group_concat(i.snippet_code, char(10)), '') FROM snippet_items i WHERE i.snippet_id = s.id),
      'u' || hex(s.user_id) || ' l' || hex(s.listing_id)
    FROM snippets s WHERE s.id = NEW.snippet_id;
END;
--> statement-breakpoint
CREATE TRIGGER `snippet_items_search_delete` AFTER DELETE ON `snippet_items` BEGIN
  DELETE FROM snippet_search WHERE rowid = (SELECT seq FROM snippets WHERE id = OLD.snippet_id);
  INSERT INTO snippet_search(rowid, title, filenames, code, scope)
    SELECT s.seq, s.snippet_title,
      (SELECT coalesce(group_concat(i.snippet_filename, ' '), '') FROM snippet_items i WHERE i.snippet_id = s.id),
      (SELECT coalesce(group_concat(i.snippet_code, char(10)), '') FROM snippet_items i WHERE i.snippet_id = s.id),
      'u' || hex(s.user_id) || ' l' || hex(s.listing_id)
    FROM snippets s WHERE s.id = OLD.snippet_id;
END;
