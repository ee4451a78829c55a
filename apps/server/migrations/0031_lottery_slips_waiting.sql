DROP INDEX "lottery_slips_draw";--> statement-breakpoint
CREATE INDEX "lottery_slips_waiting" ON "lottery_slips" USING btree ("draw_id","status") WHERE "lottery_slips"."status" in ('PENDING', 'OPEN');