CREATE TABLE `status_incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`format` text DEFAULT 'text' NOT NULL,
	`severity` text NOT NULL,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`page_id`) REFERENCES `status_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `status_incidents_page_idx` ON `status_incidents` (`page_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `status_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`groups` text NOT NULL,
	`custom_domain` text,
	`show_addresses` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `status_pages_user_idx` ON `status_pages` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `status_pages_slug_idx` ON `status_pages` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `status_pages_domain_idx` ON `status_pages` (`custom_domain`);