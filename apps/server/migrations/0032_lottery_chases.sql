CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"lines" jsonb NOT NULL,
	"unit" bigint NOT NULL,
	"multipliers" jsonb NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"end_reason" text,
	"placed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chases_client_key" ON "lottery_chases" USING btree ("merchant_id","member_id","client_key");--> statement-breakpoint
CREATE INDEX "lottery_chases_member" ON "lottery_chases" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_chases_active" ON "lottery_chases" USING btree ("merchant_id","id") WHERE "lottery_chases"."status" = 'ACTIVE';