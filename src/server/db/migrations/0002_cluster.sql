CREATE TABLE "instance" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "consultation" ADD COLUMN "instance_id" text;--> statement-breakpoint
CREATE INDEX "consultation_open_idx" ON "consultation" USING btree ("instance_id") WHERE "consultation"."ended_at" is null;