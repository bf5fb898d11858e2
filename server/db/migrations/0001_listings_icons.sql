CREATE TABLE `listings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`parent_id` text,
	`listing_type` text NOT NULL,
	`listing_name` text NOT NULL,
	`listing_url` text,
	`local_url` text,
	`listing_icon` text,
	`in_sidebar` integer DEFAULT false NOT NULL,
	`on_featured` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 9999 NOT NULL,
	`integration` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listings_user_parent_idx` ON `listings` (`user_id`,`parent_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `listings_user_featured_idx` ON `listings` (`user_id`,`on_featured`,`sort_order`);--> statement-breakpoint
CREATE INDEX `listings_user_sidebar_idx` ON `listings` (`user_id`,`in_sidebar`);--> statement-breakpoint
CREATE INDEX `listings_parent_idx` ON `listings` (`parent_id`);--> statement-breakpoint
CREATE TABLE `icons` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`icon_path` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `icons_icon_path_unique` ON `icons` (`icon_path`);--> statement-breakpoint
CREATE INDEX `icons_user_idx` ON `icons` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `icon_packs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`icon_provider` text NOT NULL,
	`icon_name` text NOT NULL,
	`icon_pack_version` text DEFAULT '' NOT NULL,
	`json_url` text NOT NULL,
	`pack_developer` text DEFAULT '' NOT NULL,
	`credit` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `icon_packs_user_idx` ON `icon_packs` (`user_id`);