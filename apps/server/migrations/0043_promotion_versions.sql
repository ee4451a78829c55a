CREATE TABLE "promotion_versions" (
	"promotion_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"terms" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotion_versions_promotion_id_valid_from_pk" PRIMARY KEY("promotion_id","valid_from")
);;--> statement-breakpoint
INSERT INTO "promotion_versions" ("promotion_id", "valid_from", "terms", "enabled", "starts_at", "ends_at")
SELECT "id", '-infinity'::timestamptz, "terms", "enabled", "starts_at", "ends_at" FROM "promotions";
