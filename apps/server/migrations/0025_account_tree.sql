CREATE TABLE "account_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "account_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_ancestor_id_accounts_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_descendant_id_accounts_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tree_descendant" ON "account_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- Every existing account linked to each of its uplines (the chain of upline_id, at most 64 deep).
INSERT INTO "account_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE chain(descendant_id, ancestor_id, depth) AS (
	SELECT "id", "upline_id", 1 FROM "accounts" WHERE "upline_id" IS NOT NULL
	UNION ALL
	SELECT c.descendant_id, a."upline_id", c.depth + 1
	FROM chain c JOIN "accounts" a ON a."id" = c.ancestor_id
	WHERE a."upline_id" IS NOT NULL AND c.depth < 64
)
SELECT ancestor_id, descendant_id, depth FROM chain
ON CONFLICT DO NOTHING;
