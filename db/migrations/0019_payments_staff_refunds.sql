CREATE TABLE "staff_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" varchar(255),
	"reason" varchar(500) NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_refunds_key_idx" ON "staff_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "staff_refunds_payment_idx" ON "staff_refunds" USING btree ("kind","payment_id");