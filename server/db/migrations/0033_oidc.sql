CREATE TABLE `oidc_links` (
	`provider_id` text NOT NULL,
	`sub` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`provider_id`, `sub`),
	FOREIGN KEY (`provider_id`) REFERENCES `oidc_providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oidc_links_user_idx` ON `oidc_links` (`user_id`);--> statement-breakpoint
CREATE TABLE `oidc_providers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`discovery_url` text NOT NULL,
	`client_id` text NOT NULL,
	`client_secret_sealed` text NOT NULL,
	`scopes` text NOT NULL,
	`group_claim` text NOT NULL,
	`admin_group` text NOT NULL,
	`user_group` text NOT NULL,
	`auto_create` integer NOT NULL,
	`link_by_email` integer NOT NULL,
	`allow_http` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `oidc_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	FOREIGN KEY (`token_hash`) REFERENCES `sessions`(`token_hash`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `oidc_providers`(`id`) ON UPDATE no action ON DELETE cascade
);
