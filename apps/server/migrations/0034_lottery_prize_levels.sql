CREATE TABLE "lottery_prize_levels" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_settlement_holders" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settlement_holders" ADD COLUMN "gross" bigint;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD COLUMN "prize_level" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
CREATE INDEX "lottery_slips_settled" ON "lottery_slips" USING btree ("merchant_id","settled_at") WHERE "lottery_slips"."status" = 'SETTLED';