CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"reward" bigint NOT NULL,
	"points" integer NOT NULL,
	"reward_id" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_points" (
	"merchant_id" integer NOT NULL,
	"week" date NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_points_merchant_id_week_member_id_pk" PRIMARY KEY("merchant_id","week","member_id")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"goal" jsonb NOT NULL,
	"reward" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"points" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("mission_id","member_id","period_start");--> statement-breakpoint
CREATE INDEX "mission_claims_member" ON "mission_claims" USING btree ("member_id","period_start");--> statement-breakpoint
CREATE INDEX "mission_points_rank" ON "mission_points" USING btree ("merchant_id","week","points" DESC NULLS LAST,"reached_at");--> statement-breakpoint
CREATE INDEX "missions_merchant" ON "missions" USING btree ("merchant_id","sequence");