CREATE TABLE `device_power` (
	`device_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`system` text DEFAULT 'linux' NOT NULL,
	`ssh_host` text,
	`ssh_port` integer DEFAULT 22 NOT NULL,
	`ssh_user` text,
	`private_key_sealed` text,
	`public_key` text,
	`host_key` text,
	`shutdown_command` text DEFAULT '' NOT NULL,
	`sleep_command` text DEFAULT '' NOT NULL,
	`http_method` text DEFAULT 'POST' NOT NULL,
	`shutdown_url_sealed` text,
	`sleep_url_sealed` text,
	`header_name` text,
	`header_value_sealed` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `network_devices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
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
CREATE INDEX `device_schedules_user_idx` ON `device_schedules` (`user_id`);--> statement-breakpoint
ALTER TABLE `network_devices` ADD `wake_every_interface` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `network_devices` ADD `check_port` integer;