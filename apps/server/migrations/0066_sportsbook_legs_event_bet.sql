DROP INDEX "sports_bet_legs_event";--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_bet" ON "sports_bet_legs" USING btree ("event_id","bet_id");