ALTER TABLE `users` ADD `web_search_engine` text DEFAULT 'duckduckgo' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `web_search_url` text DEFAULT '' NOT NULL;