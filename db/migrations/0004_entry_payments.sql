CREATE TABLE "entry_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournamentno" integer NOT NULL,
	"player_pk" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"lang" varchar(2) DEFAULT 'en' NOT NULL,
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
CREATE TABLE "payment_events" (
	"event_id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entry_payments" ADD CONSTRAINT "entry_payments_tournamentno_tournaments_tournamentno_fk" FOREIGN KEY ("tournamentno") REFERENCES "public"."tournaments"("tournamentno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entry_payments_intent_idx" ON "entry_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "entry_payments_player_idx" ON "entry_payments" USING btree ("player_pk","tournamentno");--> statement-breakpoint
CREATE INDEX "entry_payments_tournament_idx" ON "entry_payments" USING btree ("tournamentno");