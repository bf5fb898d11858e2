-- Feeds (issue 44 item 6): the RSS, Atom and JSON feeds a user follows, with the validators of the
-- last answer (conditional GET), and their items with the read flag.
CREATE TABLE `feed_items` (
	`id` text PRIMARY KEY NOT NULL,
	`feed_id` text NOT NULL,
	`user_id` text NOT NULL,
	`guid` text NOT NULL,
	`title` text NOT NULL,
	`link` text,
	`published_at` integer NOT NULL,
	`thumbnail` text,
	`summary_html` text NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feed_items_feed_guid_idx` ON `feed_items` (`feed_id`,`guid`);--> statement-breakpoint
CREATE INDEX `feed_items_user_published_idx` ON `feed_items` (`user_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`url` text NOT NULL,
	`custom_title` text,
	`feed_title` text,
	`etag` text,
	`last_modified` text,
	`checked_at` integer,
	`fetched_at` integer,
	`error_kind` text,
	`error_message` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feeds_user_url_idx` ON `feeds` (`user_id`,`url`);