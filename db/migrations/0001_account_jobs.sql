CREATE TABLE "job_runs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_result" text,
	"last_ok" boolean
);
--> statement-breakpoint
ALTER TABLE "api_sessions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "pending_email" varchar(254);