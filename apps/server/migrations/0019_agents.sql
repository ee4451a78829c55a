CREATE TABLE "agent_invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_invite_links" ADD CONSTRAINT "agent_invite_links_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invite_links_code" ON "agent_invite_links" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "agent_invite_links_agent" ON "agent_invite_links" USING btree ("agent_id");