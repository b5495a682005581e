ALTER TABLE "api_sessions" ADD COLUMN "previous_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "api_sessions" ADD COLUMN "previous_token_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "api_sessions_previous_token_idx" ON "api_sessions" USING btree ("previous_token_hash");