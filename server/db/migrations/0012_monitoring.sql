CREATE TABLE `alert_channels` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`url_sealed` text NOT NULL,
	`secret_sealed` text,
	`chat_id` text,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_channels_user_idx` ON `alert_channels` (`user_id`);--> statement-breakpoint
CREATE TABLE `alert_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`quiet_from` text,
	`quiet_to` text,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `monitor_days` (
	`monitor_id` text NOT NULL,
	`day` integer NOT NULL,
	`data` blob NOT NULL,
	PRIMARY KEY(`monitor_id`, `day`),
	FOREIGN KEY (`monitor_id`) REFERENCES `monitors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `monitor_days_day_idx` ON `monitor_days` (`day`);--> statement-breakpoint
CREATE TABLE `monitor_incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`monitor_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`reason` text NOT NULL,
	FOREIGN KEY (`monitor_id`) REFERENCES `monitors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `monitor_incidents_monitor_idx` ON `monitor_incidents` (`monitor_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `monitor_incidents_started_idx` ON `monitor_incidents` (`started_at`);--> statement-breakpoint
CREATE TABLE `monitor_results` (
	`monitor_id` text NOT NULL,
	`hour` integer NOT NULL,
	`data` blob NOT NULL,
	PRIMARY KEY(`monitor_id`, `hour`),
	FOREIGN KEY (`monitor_id`) REFERENCES `monitors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `monitor_results_hour_idx` ON `monitor_results` (`hour`);--> statement-breakpoint
CREATE TABLE `monitors` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`listing_id` text,
	`device_id` text,
	`enabled` integer DEFAULT true NOT NULL,
	`interval_seconds` integer NOT NULL,
	`timeout_seconds` integer NOT NULL,
	`method` text DEFAULT 'GET' NOT NULL,
	`status_min` integer DEFAULT 200 NOT NULL,
	`status_max` integer DEFAULT 399 NOT NULL,
	`keyword` text,
	`failure_threshold` integer DEFAULT 2 NOT NULL,
	`tls_fingerprint` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`successes` integer DEFAULT 0 NOT NULL,
	`last_checked_at` integer,
	`last_latency_ms` integer,
	`last_ok` integer,
	`last_message` text,
	`changed_at` integer,
	`cert_expires_at` integer,
	`cert_warned_for` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`device_id`) REFERENCES `network_devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `monitors_user_idx` ON `monitors` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `monitors_listing_idx` ON `monitors` (`listing_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `monitors_device_idx` ON `monitors` (`device_id`);