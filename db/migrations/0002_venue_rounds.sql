CREATE TABLE "venue_keys" (
	"key_id" varchar(40) PRIMARY KEY NOT NULL,
	"shopno" integer NOT NULL,
	"secret_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "venue_nonces" (
	"key_id" varchar(40) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_nonces_key_id_nonce_pk" PRIMARY KEY("key_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "venue_round_receipts" (
	"shopno" integer NOT NULL,
	"bay_round_id" varchar(64) NOT NULL,
	"roundno" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_round_receipts_shopno_bay_round_id_pk" PRIMARY KEY("shopno","bay_round_id")
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "bay" smallint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "bay_round_id" varchar(64);--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "wind" smallint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "shots" jsonb;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "video_path" varchar(240);--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ranked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venue_keys" ADD CONSTRAINT "venue_keys_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_keys_shop_idx" ON "venue_keys" USING btree ("shopno");--> statement-breakpoint
CREATE INDEX "venue_nonces_seen_idx" ON "venue_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_bay_round_idx" ON "rounds" USING btree ("shopno","bay_round_id") WHERE "rounds"."bay_round_id" is not null;