CREATE TABLE `ldap_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`dn` text NOT NULL,
	`entry_uuid` text,
	`created_at` text NOT NULL,
	`last_sign_in_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ldap_accounts_dn_idx` ON `ldap_accounts` (`dn`);--> statement-breakpoint
CREATE UNIQUE INDEX `ldap_accounts_entry_uuid_idx` ON `ldap_accounts` (`entry_uuid`);