ALTER TABLE "reward_grants" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD COLUMN "first_member_id" integer;