CREATE TABLE "loyalty_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"members" integer NOT NULL,
	"paid" bigint NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"delivery" text,
	"remark" text,
	"request_id" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"earn_per_100" integer NOT NULL,
	"exchange" jsonb NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"min_deposits" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"rebate_rates" jsonb NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level")
);
--> statement-breakpoint
CREATE INDEX "point_items_merchant" ON "point_items" USING btree ("merchant_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "point_movements_source" ON "point_movements" USING btree ("member_id","source_key");--> statement-breakpoint
CREATE INDEX "point_movements_member" ON "point_movements" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status" ON "point_redemptions" USING btree ("merchant_id","status","id");