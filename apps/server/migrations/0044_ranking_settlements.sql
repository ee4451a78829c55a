CREATE TABLE "ranking_settlements" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"winners" integer NOT NULL,
	"paid" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
