CREATE TABLE "register_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"username_rule" jsonb NOT NULL,
	"password_rule" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_recipient" ON "verification_codes" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_merchant_affiliate" ON "accounts" USING btree ("merchant_id","affiliate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_merchant_referral" ON "accounts" USING btree ("merchant_id","referral_code");