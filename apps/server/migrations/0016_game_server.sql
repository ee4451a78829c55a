CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"language" text NOT NULL,
	"back_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gs_jackpots" (
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"pool" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"last_win" bigint,
	"last_won_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gs_jackpots_merchant_id_game_code_pk" PRIMARY KEY("merchant_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "gs_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"owner" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"params" jsonb NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bet" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gs_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gs_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"owner" text NOT NULL,
	"currency" text NOT NULL,
	"trial_balance" bigint,
	"language" text NOT NULL,
	"back_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_bet" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "adapter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "open_in" text DEFAULT 'window' NOT NULL;--> statement-breakpoint
CREATE INDEX "launch_tokens_expiry" ON "launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gs_rounds_pending" ON "gs_rounds" USING btree ("status","created_at") WHERE "gs_rounds"."status" in ('DEBITING', 'CREDITING');--> statement-breakpoint
CREATE INDEX "gs_rounds_owner" ON "gs_rounds" USING btree ("merchant_id","owner","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gs_seeds_active" ON "gs_seeds" USING btree ("merchant_id","owner") WHERE "gs_seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "gs_sessions_token" ON "gs_sessions" USING btree ("token_hash");