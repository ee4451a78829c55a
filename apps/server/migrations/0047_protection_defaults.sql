CREATE TABLE "protection_defaults" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"reality_check_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
