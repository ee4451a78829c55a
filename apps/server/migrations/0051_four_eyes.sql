CREATE TABLE "operator_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"four_eyes_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "second_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"terms" jsonb NOT NULL,
	"first_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"second_by" text,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "second_approvals_subject" ON "second_approvals" USING btree ("merchant_id","action","subject");