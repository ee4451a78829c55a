ALTER TABLE "merchants" ADD COLUMN "utc_offset_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_invite_links" ADD COLUMN "contracts" jsonb DEFAULT '[]'::jsonb NOT NULL;