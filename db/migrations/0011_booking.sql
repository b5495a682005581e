CREATE TABLE "bay_prices" (
	"shopno" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"band" varchar(8) NOT NULL,
	"price" integer NOT NULL,
	"member_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bays" (
	"id" serial PRIMARY KEY NOT NULL,
	"shopno" integer NOT NULL,
	"number" smallint NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"handedness" varchar(5) DEFAULT 'both' NOT NULL,
	"capacity" smallint DEFAULT 4 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_exceptions" (
	"shopno" integer NOT NULL,
	"day" date NOT NULL,
	"hours" varchar(11),
	"note" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"player_pk" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payment_intent_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'requires_payment' NOT NULL,
	"failure_code" varchar(80),
	"decline_code" varchar(80),
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"refund_id" varchar(255),
	"refund_status" varchar(20),
	"refund_amount" integer,
	"refund_reason" varchar(20),
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_players" (
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"player_pk" integer,
	"guest_name" varchar(40),
	CONSTRAINT "booking_players_who_check" CHECK (("booking_players"."player_pk" is null) <> ("booking_players"."guest_name" is null))
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"shopno" integer PRIMARY KEY NOT NULL,
	"slot_minutes" smallint DEFAULT 60 NOT NULL,
	"buffer_minutes" smallint DEFAULT 10 NOT NULL,
	"max_slots" smallint DEFAULT 3 NOT NULL,
	"advance_days" smallint DEFAULT 14 NOT NULL,
	"free_cancel_hours" smallint DEFAULT 24 NOT NULL,
	"late_refund_percent" smallint DEFAULT 50 NOT NULL,
	"peak_from_minute" smallint DEFAULT 1020 NOT NULL,
	"pay_at_venue" boolean DEFAULT true NOT NULL,
	"currency" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"shopno" integer NOT NULL,
	"bay_id" integer NOT NULL,
	"player_pk" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"slots" smallint NOT NULL,
	"status" varchar(12) NOT NULL,
	"pay_method" varchar(5) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"lang" varchar(2) DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."blocked_until")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "bay_prices" ADD CONSTRAINT "bay_prices_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bays" ADD CONSTRAINT "bays_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_exceptions" ADD CONSTRAINT "booking_exceptions_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_id_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."bays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bay_prices_idx" ON "bay_prices" USING btree ("shopno","kind","band");--> statement-breakpoint
CREATE UNIQUE INDEX "bays_shop_number_idx" ON "bays" USING btree ("shopno","number");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_exceptions_idx" ON "booking_exceptions" USING btree ("shopno","day");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_intent_idx" ON "booking_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_players_idx" ON "booking_players" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_players_player_idx" ON "booking_players" USING btree ("player_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_idx" ON "bookings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bookings_player_idx" ON "bookings" USING btree ("player_pk","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_shop_day_idx" ON "bookings" USING btree ("shopno","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';