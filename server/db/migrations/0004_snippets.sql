CREATE TABLE `snippet_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`snippet_id` text NOT NULL,
	`snippet_filename` text DEFAULT '' NOT NULL,
	`snippet_code` text DEFAULT '' NOT NULL,
	`snippet_language` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`snippet_id`) REFERENCES `snippets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `snippet_items_snippet_idx` ON `snippet_items` (`snippet_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `snippets` (
	`seq` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`snippet_title` text NOT NULL,
	`snippet_language` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `snippets_id_unique` ON `snippets` (`id`);--> statement-breakpoint
CREATE INDEX `snippets_user_idx` ON `snippets` (`user_id`);--> statement-breakpoint
CREATE INDEX `snippets_listing_idx` ON `snippets` (`listing_id`,`user_id`);