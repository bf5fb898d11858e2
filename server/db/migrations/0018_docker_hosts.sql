-- Docker hosts (issue 42): engines the super admin adds, connection settings sealed. Links may be
-- bound to a container (host + name, or a label selector); deleting the host keeps the name so the
-- card shows the container as gone (drizzle-kit leaves out ON DELETE on an added column: written here).
-- A link may now have a container monitor beside its HTTP one: one monitor per link and kind.
CREATE TABLE `docker_hosts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`url_sealed` text NOT NULL,
	`tls_sealed` text,
	`discovery` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `docker_hosts_name_idx` ON `docker_hosts` (`name`);--> statement-breakpoint
DROP INDEX `monitors_listing_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `monitors_listing_kind_idx` ON `monitors` (`listing_id`,`kind`);--> statement-breakpoint
ALTER TABLE `listings` ADD `container_host_id` text REFERENCES docker_hosts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `listings` ADD `container_name` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `container_label` text;