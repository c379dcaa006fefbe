ALTER TABLE "consultation" ADD COLUMN "ticket_id" text;--> statement-breakpoint
ALTER TABLE "consultation" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation" ADD COLUMN "platform_seen_at" timestamp with time zone;--> statement-breakpoint
-- Hosted calls made before tickets were registered by their patient's own session and uploaded by that browser.
UPDATE "consultation" SET "registered_at" = "started_at", "platform_seen_at" = "started_at" WHERE "platform" = 'vapi';
