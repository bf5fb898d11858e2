-- Calendar sources (issue 44 item 5): iCal addresses and CalDAV accounts a user adds to the calendar
-- widget; the address and the password sealed (secret-box.ts), deleted with their owner.
CREATE TABLE `calendar_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`host` text NOT NULL,
	`url_sealed` text NOT NULL,
	`username` text,
	`password_sealed` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_sources_user_idx` ON `calendar_sources` (`user_id`);