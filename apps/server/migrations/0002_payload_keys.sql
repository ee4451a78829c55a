CREATE TABLE "payload_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
