CREATE TABLE "staff" (
	"staff_id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(80) NOT NULL,
	"role" varchar(16) NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_email" varchar(254) NOT NULL,
	"address" varchar(64),
	"action" varchar(40) NOT NULL,
	"target" varchar(120),
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_challenges" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"challenge" varchar(128) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"staff_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_credentials" (
	"credential_id" varchar(1400) PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_enrolments" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"second_factor_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(255),
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_venues" (
	"staff_id" integer NOT NULL,
	"shopno" integer NOT NULL,
	CONSTRAINT "staff_venues_staff_id_shopno_pk" PRIMARY KEY("staff_id","shopno")
);
--> statement-breakpoint
ALTER TABLE "staff_challenges" ADD CONSTRAINT "staff_challenges_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_enrolments" ADD CONSTRAINT "staff_enrolments_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_action_idx" ON "staff_audit" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "staff_credentials_staff_idx" ON "staff_credentials" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");