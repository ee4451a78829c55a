ALTER TABLE "launch_tokens" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "gs_sessions" ADD COLUMN "site_session_id" bigint;--> statement-breakpoint
ALTER TABLE "gs_sessions" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now() NOT NULL;