ALTER TABLE `users` ADD `location` text;--> statement-breakpoint
ALTER TABLE `users` ADD `latitude` text;--> statement-breakpoint
ALTER TABLE `users` ADD `longitude` text;--> statement-breakpoint
ALTER TABLE `users` ADD `unit` text DEFAULT 'metric' NOT NULL;