CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"agent_id" integer NOT NULL,
	"period" text,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"termination_requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"volume" bigint NOT NULL,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_accounts_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'OFFERED';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_running" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" in ('ACTIVE', 'TERMINATION_REQUESTED');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_key" ON "agent_settlement_runs" USING btree ("merchant_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_kind" ON "agent_settlement_runs" USING btree ("kind","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_run_agent" ON "agent_settlements" USING btree ("run_id","agent_id");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent" ON "agent_settlements" USING btree ("agent_id","id");