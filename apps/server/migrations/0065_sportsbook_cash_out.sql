CREATE TABLE "sports_cash_outs" (
	"bet_id" bigint NOT NULL,
	"no" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"stake_part" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"full" boolean NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_cash_outs_bet_id_no_pk" PRIMARY KEY("bet_id","no")
);
--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "cashed_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_settings" ADD COLUMN "cash_out_margin_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_cash_outs" ADD CONSTRAINT "sports_cash_outs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_cash_outs_unpaid" ON "sports_cash_outs" USING btree ("merchant_id","bet_id") WHERE not "sports_cash_outs"."paid";