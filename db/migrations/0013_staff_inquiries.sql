CREATE TABLE "staff_inquiry_assignments" (
	"inquiryno" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_inquiry_assignments" ADD CONSTRAINT "staff_inquiry_assignments_inquiryno_inquiries_inquiryno_fk" FOREIGN KEY ("inquiryno") REFERENCES "public"."inquiries"("inquiryno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inquiry_assignments" ADD CONSTRAINT "staff_inquiry_assignments_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;