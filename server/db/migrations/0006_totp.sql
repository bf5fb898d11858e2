CREATE TABLE `authenticators` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`service_name` text NOT NULL,
	`account_name` text NOT NULL,
	`service_icon` text NOT NULL,
	`secret_sealed` text NOT NULL,
	`secret_digest` text NOT NULL,
	`algorithm` text DEFAULT 'SHA1' NOT NULL,
	`digits` integer DEFAULT 6 NOT NULL,
	`period` integer DEFAULT 30 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `authenticators_user_idx` ON `authenticators` (`user_id`,`sort_order`);--> statement-breakpoint
CREATE UNIQUE INDEX `authenticators_secret_idx` ON `authenticators` (`user_id`,`secret_digest`);