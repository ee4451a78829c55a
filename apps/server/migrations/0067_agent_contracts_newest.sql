DROP INDEX "agent_contracts_upline";--> statement-breakpoint
CREATE INDEX "agent_contracts_agent_id" ON "agent_contracts" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_id" ON "agent_contracts" USING btree ("upline_id","id");