CREATE TABLE "recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"new_ip_verification" boolean DEFAULT true NOT NULL,
	"session_idle_minutes" integer DEFAULT 30 NOT NULL,
	"session_absolute_hours" integer DEFAULT 12 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_ips" (
	"account_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_ips_account_id_ip_pk" PRIMARY KEY("account_id","ip")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_ips" ADD CONSTRAINT "trusted_ips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;