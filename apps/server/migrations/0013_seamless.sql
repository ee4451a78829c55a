CREATE TABLE "seamless_txns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"tx_key" text NOT NULL,
	"player_id" text NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"code" text DEFAULT 'OK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_keys" (
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_txns_key" ON "seamless_txns" USING btree ("merchant_id","vendor","tx_key");--> statement-breakpoint
CREATE INDEX "seamless_txns_round" ON "seamless_txns" USING btree ("merchant_id","vendor","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_keys_vendor" ON "vendor_wallet_keys" USING btree ("merchant_id","vendor");