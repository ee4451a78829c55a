CREATE TABLE "promotion_joins" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_joins_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_sign_ins" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"reward" bigint NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_sign_ins_promotion_id_member_id_day_pk" PRIMARY KEY("promotion_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"promotion_id" integer,
	"source_key" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"categories" text[],
	"state" text DEFAULT 'CLAIM' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimable_until" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "categories" text[];--> statement-breakpoint
CREATE INDEX "promotion_joins_member" ON "promotion_joins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" USING btree ("merchant_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_source" ON "reward_grants" USING btree ("member_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_grants_member" ON "reward_grants" USING btree ("member_id","state","claimable_until");--> statement-breakpoint
CREATE INDEX "ledger_transfers_deposits" ON "ledger_transfers" USING btree ("to_account_id","id") WHERE "ledger_transfers"."type" = 'DEPOSIT';