CREATE TABLE "favorite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"theme" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_trial" boolean DEFAULT false NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"classify" text DEFAULT '' NOT NULL,
	"min_bet" integer DEFAULT 10 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"jackpot" boolean DEFAULT false NOT NULL,
	"jackpot_pool" bigint,
	"rtp_bp" integer DEFAULT 9600 NOT NULL,
	"engine" text DEFAULT '' NOT NULL,
	"engine_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_code" ON "games" USING btree ("merchant_id","game_code");--> statement-breakpoint
CREATE INDEX "games_list" ON "games" USING btree ("merchant_id","category","vendor","sort");