CREATE TABLE "job_run_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"result" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_run_history_finished_idx" ON "job_run_history" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "job_run_history_name_idx" ON "job_run_history" USING btree ("name","finished_at");