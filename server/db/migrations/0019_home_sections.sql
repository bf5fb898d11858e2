-- Home sections (issue 44): a featured folder may show on Home as a section (its links inline)
-- instead of a tile; each user picks a card density and the sections they keep collapsed.
ALTER TABLE `users` ADD `home_density` text DEFAULT 'comfortable' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `home_collapsed` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `listings` ADD `home_display` text DEFAULT 'tile' NOT NULL;