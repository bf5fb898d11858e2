CREATE TABLE `maintenance_windows` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`days` text NOT NULL,
	`start_time` text,
	`duration_minutes` integer,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`monitor_ids` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `maintenance_windows_user_idx` ON `maintenance_windows` (`user_id`);