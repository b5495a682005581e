-- No double booking, enforced by the database (issue 23): two active bookings of one bay may not
-- overlap over [starts_at, blocked_until) (the play plus the venue's buffer). Cancelled and lapsed
-- bookings are left out, so they free the bay at once. btree_gist lets a GiST index compare the
-- integer bay_id with '='; PGlite loads the extension from @electric-sql/pglite/contrib (lib/member-api/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("bay_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" IN ('held', 'confirmed', 'checked_in', 'no_show'));
