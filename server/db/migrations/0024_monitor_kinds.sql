ALTER TABLE `monitors` ADD `name` text;--> statement-breakpoint
ALTER TABLE `monitors` ADD `check_target` text;--> statement-breakpoint
ALTER TABLE `monitors` ADD `push_hash` text;--> statement-breakpoint
ALTER TABLE `monitors` ADD `last_push_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `monitors_push_idx` ON `monitors` (`push_hash`);