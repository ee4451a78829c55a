CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"remark" text NOT NULL,
	"upload_ids" text[] NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'APPLYING' NOT NULL,
	"amount" bigint,
	"decision_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_request" ON "promotion_applications" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "promotion_applications_member" ON "promotion_applications" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_applications_queue" ON "promotion_applications" USING btree ("merchant_id","status","id");