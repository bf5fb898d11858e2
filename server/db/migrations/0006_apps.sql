CREATE TABLE `apps` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`app_name` text NOT NULL,
	`version` text NOT NULL,
	`description` text NOT NULL,
	`app_icon` text NOT NULL,
	`npm_installed` integer DEFAULT 0 NOT NULL,
	`core_settings` integer DEFAULT false NOT NULL,
	`configured` integer DEFAULT true NOT NULL,
	`config` text NOT NULL,
	`auto_refresh_after_seconds` integer DEFAULT 0 NOT NULL,
	`always_show_detailed_view` integer DEFAULT false NOT NULL,
	`repo_link` text,
	`license_name` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apps_app_id_idx` ON `apps` (`app_id`);