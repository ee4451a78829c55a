DROP INDEX "operators_username";--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username" ON "operators" USING btree ("merchant_id",lower("username"));