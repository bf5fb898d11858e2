ALTER TABLE `monitors` ADD `badge_token` text;--> statement-breakpoint
ALTER TABLE `monitors` ADD `badge_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `monitors_badge_idx` ON `monitors` (`badge_hash`);