CREATE TABLE "sports_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"grade" text,
	CONSTRAINT "sports_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"vendor" text NOT NULL,
	"client_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"total_odds" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"return" bigint,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"paid_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"sport" text NOT NULL,
	"competition" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'SCHEDULED' NOT NULL,
	"score" jsonb,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"feed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"line" double precision,
	"period" integer,
	"state" text DEFAULT 'OPEN' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"code" text NOT NULL,
	"odds" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"max_liability" bigint NOT NULL,
	"live_delay_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event" ON "sports_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_client_key" ON "sports_bets" USING btree ("merchant_id","member_id","client_key");--> statement-breakpoint
CREATE INDEX "sports_bets_member" ON "sports_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "sports_bets_unpaid" ON "sports_bets" USING btree ("merchant_id","id") WHERE "sports_bets"."paid_version" < "sports_bets"."settled_version";--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_feed_key" ON "sports_events" USING btree ("merchant_id","feed_key");--> statement-breakpoint
CREATE INDEX "sports_events_state" ON "sports_events" USING btree ("merchant_id","state","starts_at");--> statement-breakpoint
CREATE INDEX "sports_markets_event" ON "sports_markets" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_selections_code" ON "sports_selections" USING btree ("market_id","code");