CREATE TABLE "raffle_draws" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"total_tickets" integer,
	"ticket_counts" integer[],
	"member_tickets" jsonb,
	"winners" jsonb,
	"drawn_at" timestamp with time zone
);
