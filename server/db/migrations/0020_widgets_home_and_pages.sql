-- Widgets (issue 44 items 2 and 7): per user, on the home (page_id null) or on a custom page.
CREATE TABLE `widgets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`page_id` text,
	`kind` text NOT NULL,
	`config` text NOT NULL,
	`position` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `widgets_user_area_idx` ON `widgets` (`user_id`,`page_id`,`position`);