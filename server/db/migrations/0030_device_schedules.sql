CREATE TABLE `device_schedule_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`schedule_id` text NOT NULL,
	`device_id` text NOT NULL,
	`at` integer NOT NULL,
	`outcome` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`schedule_id`) REFERENCES `device_schedules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `device_schedule_runs_schedule_idx` ON `device_schedule_runs` (`schedule_id`,`at`);--> statement-breakpoint
CREATE TABLE `device_schedules` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`action` text NOT NULL,
	`cron` text NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`device_ids` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`last_run_at` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `device_schedules_user_idx` ON `device_schedules` (`user_id`);