CREATE TABLE `network_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_name` text NOT NULL,
	`device_ip` text,
	`device_mac` text,
	`supports_wol` integer DEFAULT false NOT NULL,
	`broadcast_address` text,
	`broadcast_port` integer DEFAULT 9 NOT NULL,
	`virtual_device` integer DEFAULT false NOT NULL,
	`device_icon` text NOT NULL,
	`is_alive` integer DEFAULT false NOT NULL,
	`last_seen_at` text,
	`sort_order` integer DEFAULT 9999 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `network_devices_user_idx` ON `network_devices` (`user_id`,`sort_order`);