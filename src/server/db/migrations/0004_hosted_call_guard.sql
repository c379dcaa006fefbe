CREATE TABLE "hosted_call_guard" (
	"call_id" text PRIMARY KEY NOT NULL,
	"spoken_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
