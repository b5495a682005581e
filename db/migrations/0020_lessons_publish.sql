ALTER TABLE "swing_lessons" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "swing_lessons_published_idx" ON "swing_lessons" USING btree ("published_at");--> statement-breakpoint
-- Every lesson written before publishing existed was public from its creation: it stays so, from that instant.
UPDATE "swing_lessons" SET "published_at" = "created_at";
