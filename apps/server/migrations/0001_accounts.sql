CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"real_name" text,
	"password_hash" text NOT NULL,
	"payment_password_hash" text,
	"country_dialing_code" text,
	"mobile" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"birthday" text,
	"upline_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"password_expires_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"totp_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"affiliate_code" text,
	"referral_code" text,
	"register_ip" text,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"trial_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"account_id" integer,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"password_grace_until" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_merchant_username" ON "accounts" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_merchant_mobile" ON "accounts" USING btree ("merchant_id","country_dialing_code","mobile");--> statement-breakpoint
CREATE INDEX "accounts_upline" ON "accounts" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "login_attempts_username" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_account" ON "sessions" USING btree ("account_id");