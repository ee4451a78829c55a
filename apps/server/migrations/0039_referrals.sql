CREATE TABLE "referral_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"reward_amount" bigint NOT NULL,
	"min_first_deposit" bigint NOT NULL,
	"valid_bet_threshold" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"link_id" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_amount" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_code" ON "referral_links" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "referral_links_member" ON "referral_links" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id");