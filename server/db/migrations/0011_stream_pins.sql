CREATE TABLE `stream_pins` (
	`user_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`pinned_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `listing_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stream_pins_listing_idx` ON `stream_pins` (`listing_id`);