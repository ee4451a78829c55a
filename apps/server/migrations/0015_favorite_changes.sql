CREATE TABLE "favorite_changes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
