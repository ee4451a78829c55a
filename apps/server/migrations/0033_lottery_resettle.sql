ALTER TABLE "game_rounds" ADD COLUMN "resettled_version" integer;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "owed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD COLUMN "paid_version" integer;--> statement-breakpoint
CREATE INDEX "lottery_slips_draw" ON "lottery_slips" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lottery_slips_resettle" ON "lottery_slips" USING btree ("merchant_id","id") WHERE "lottery_slips"."status" = 'SETTLED' and "lottery_slips"."paid_version" < "lottery_slips"."result_version";--> statement-breakpoint
UPDATE "lottery_slips" SET "paid_version" = "result_version" WHERE "paid_at" IS NOT NULL;
