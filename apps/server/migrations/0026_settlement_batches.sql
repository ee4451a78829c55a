CREATE TABLE "agent_settlement_holders" (
	"run_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"upline_id" integer,
	"rate" integer,
	"volume" bigint,
	"statement_id" integer,
	CONSTRAINT "agent_settlement_holders_run_id_agent_id_pk" PRIMARY KEY("run_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "agent_settlement_runs" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_settlement_holders" ADD CONSTRAINT "agent_settlement_holders_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_holders" ADD CONSTRAINT "agent_settlement_holders_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_holders" ADD CONSTRAINT "agent_settlement_holders_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settlement_holders_seq" ON "agent_settlement_holders" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_open" ON "agent_settlement_runs" USING btree ("merchant_id","period_end") WHERE "agent_settlement_runs"."done_at" is null;--> statement-breakpoint
-- Every period settled before batches was settled whole, in one transaction: it is done.
UPDATE "agent_settlement_runs" SET "done_at" = "created_at" WHERE "done_at" IS NULL;
