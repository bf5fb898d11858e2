CREATE TABLE `todo_counts` (
	`listing_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`completed` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `todo_counts_user_idx` ON `todo_counts` (`user_id`);--> statement-breakpoint
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
CREATE INDEX `todo_items_user_done_due_idx` ON `todo_items` (`user_id`,`completed`,("due_date" IS NULL),`due_date`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`page_title` text NOT NULL,
	`page_content` text DEFAULT '' NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pages_user_idx` ON `pages` (`user_id`,`created_at`);--> statement-breakpoint
-- Each item adds one to its list's total, and to completed when it is done.
CREATE TRIGGER `todo_counts_insert` AFTER INSERT ON `todo_items` BEGIN
  INSERT INTO todo_counts (listing_id, user_id, total, completed) VALUES (NEW.listing_id, NEW.user_id, 1, NEW.completed)
    ON CONFLICT(listing_id) DO UPDATE SET total = total + 1, completed = completed + excluded.completed;
END;
--> statement-breakpoint
-- Also runs for items removed by a cascade; when the list itself goes, its row is already gone.
CREATE TRIGGER `todo_counts_delete` AFTER DELETE ON `todo_items` BEGIN
  UPDATE todo_counts SET total = total - 1, completed = completed - OLD.completed WHERE listing_id = OLD.listing_id;
END;
--> statement-breakpoint
CREATE TRIGGER `todo_counts_update` AFTER UPDATE OF `completed`, `listing_id` ON `todo_items` BEGIN
  UPDATE todo_counts SET total = total - 1, completed = completed - OLD.completed WHERE listing_id = OLD.listing_id;
  INSERT INTO todo_counts (listing_id, user_id, total, completed) VALUES (NEW.listing_id, NEW.user_id, 1, NEW.completed)
    ON CONFLICT(listing_id) DO UPDATE SET total = total + 1, completed = completed + excluded.completed;
END;
--> statement-breakpoint
INSERT INTO `todo_counts` (listing_id, user_id, total, completed)
  SELECT listing_id, user_id, count(*), coalesce(sum(completed), 0) FROM todo_items GROUP BY listing_id;
