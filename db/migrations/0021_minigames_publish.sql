ALTER TABLE "minigame_events" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every mini-game written before publishing existed was public from its creation: it stays so, from that instant.
UPDATE "minigame_events" SET "published_at" = "created_at";
