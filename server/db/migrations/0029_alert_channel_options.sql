ALTER TABLE `alert_channels` ADD `options` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `alert_channels` ADD `last_sent_at` text;--> statement-breakpoint
ALTER TABLE `alert_channels` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `alert_channels` ADD `last_error_at` text;