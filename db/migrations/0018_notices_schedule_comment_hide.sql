ALTER TABLE "lesson_comments" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD COLUMN "hidden_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body_markdown" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body_markdown_ko" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("pinned","published_at");--> statement-breakpoint
-- Every notice written before scheduling existed was public from its creation: it keeps its date and place.
UPDATE "notices" SET "published_at" = "created_at";
