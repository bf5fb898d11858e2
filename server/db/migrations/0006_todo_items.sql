CREATE TABLE `todo_items` (
	`seq` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`todo_item` text NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`due_date` text,
	`priority` integer DEFAULT 3 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `todo_items_id_unique` ON `todo_items` (`id`);--> statement-breakpoint
CREATE INDEX `todo_items_listing_idx` ON `todo_items` (`listing_id`);--> statement-breakpoint
CREATE INDEX `todo_items_listing_done_idx` ON `todo_items` (`listing_id`,`completed`);--> statement-breakpoint
CREATE INDEX `todo_items_listing_priority_idx` ON `todo_items` (`listing_id`,`priority`);--> statement-breakpoint
CREATE INDEX `todo_items_listing_done_priority_idx` ON `todo_items` (`listing_id`,`completed`,`priority`);--> statement-breakpoint
CREATE INDEX `todo_items_listing_due_idx` ON `todo_items` (`listing_id`,("due_date" IS NULL),`due_date`);--> statement-breakpoint
CREATE INDEX `todo_items_listing_done_due_idx` ON `todo_items` (`listing_id`,`completed`,("due_date" IS NULL),`due_date`);--> statement-breakpoint
CREATE INDEX `todo_items_user_idx` ON `todo_items` (`user_id`);--> statement-breakpoint
CREATE INDEX `todo_items_user_done_idx` ON `todo_items` (`user_id`,`completed`);--> statement-breakpoint
CREATE INDEX `todo_items_user_priority_idx` ON `todo_items` (`user_id`,`priority`);--> statement-breakpoint
CREATE INDEX `todo_items_user_done_priority_idx` ON `todo_items` (`user_id`,`completed`,`priority`);--> statement-breakpoint
CREATE INDEX `todo_items_user_due_idx` ON `todo_items` (`user_id`,("due_date" IS NULL),`due_date`);--> statement-breakpoint
CREATE INDEX `todo_items_user_done_due_idx` ON `todo_items` (`user_id`,`completed`,("due_date" IS NULL),`due_date`);