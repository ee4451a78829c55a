CREATE TABLE "rebate_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"members" integer NOT NULL,
	"paid" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
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
