CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`full_name` text NOT NULL,
	`site_name` text DEFAULT 'Hearth' NOT NULL,
	`color_theme` text DEFAULT 'dark' NOT NULL,
	`user_avatar` text NOT NULL,
	`site_logo` text NOT NULL,
	`is_super_admin` integer DEFAULT false NOT NULL,
	`hide_branding` integer DEFAULT false NOT NULL,
	`camerafeed` integer DEFAULT false NOT NULL,
	`networkdevices` integer DEFAULT false NOT NULL,
	`authenticator` integer DEFAULT false NOT NULL,
	`todolist` integer DEFAULT false NOT NULL,
	`snippetmanager` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);