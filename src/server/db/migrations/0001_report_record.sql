ALTER TABLE "report" ADD COLUMN "urgency" text;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "red_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "conditions" jsonb;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "medicines" jsonb;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "allergies" jsonb;