CREATE TABLE `stream_secrets` (
	`listing_id` text PRIMARY KEY NOT NULL,
	`password_sealed` text NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
