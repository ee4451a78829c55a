CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"number" text NOT NULL,
	"liability" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_number_pk" PRIMARY KEY("draw_id","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_limits" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_unit" bigint NOT NULL,
	"max_unit" bigint NOT NULL,
	"min_total" bigint NOT NULL,
	"max_total" bigint NOT NULL,
	"max_payout_per_number" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_lines" (
	"slip_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"type" text NOT NULL,
	"picks" jsonb NOT NULL,
	"position" integer,
	"tickets" integer NOT NULL,
	"winning" integer,
	"win" bigint,
	"hits" jsonb,
	CONSTRAINT "lottery_lines_slip_id_line_no_pk" PRIMARY KEY("slip_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"merchant_id" integer NOT NULL,
	"family" text NOT NULL,
	"odds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_merchant_id_family_pk" PRIMARY KEY("merchant_id","family")
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"unit" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"tickets" integer NOT NULL,
	"total" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"win" bigint,
	"result_version" integer,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD CONSTRAINT "lottery_lines_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_client_key" ON "lottery_slips" USING btree ("merchant_id","member_id","client_key");--> statement-breakpoint
CREATE INDEX "lottery_slips_member" ON "lottery_slips" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_slips_draw" ON "lottery_slips" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_slips_unpaid" ON "lottery_slips" USING btree ("merchant_id","id") WHERE "lottery_slips"."status" in ('PENDING', 'SETTLED') and "lottery_slips"."paid_at" is null;