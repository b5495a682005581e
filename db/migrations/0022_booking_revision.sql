ALTER TABLE "booking_settings" ADD COLUMN "revision" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- The revision changes with everything a booking reads of its venue, whoever writes it (the console,
-- a seed, a restore, psql): kept in the database, every instance sees a change on its next call.
-- Any update of the terms row draws a new revision ...
CREATE OR REPLACE FUNCTION booking_settings_revise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := gen_random_uuid();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_settings_revision BEFORE UPDATE ON "booking_settings" FOR EACH ROW EXECUTE FUNCTION booking_settings_revise();
--> statement-breakpoint
-- ... and so does a change of the venue's bays, prices, or the store columns booking reads (a row
-- moved to another venue revises both venues).
CREATE OR REPLACE FUNCTION booking_venue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.shopno <> NEW.shopno) THEN
    UPDATE booking_settings SET revision = gen_random_uuid() WHERE shopno = OLD.shopno;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE booking_settings SET revision = gen_random_uuid() WHERE shopno = NEW.shopno;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bays_booking_revision AFTER INSERT OR UPDATE OR DELETE ON "bays" FOR EACH ROW EXECUTE FUNCTION booking_venue_changed();
--> statement-breakpoint
CREATE TRIGGER bay_prices_booking_revision AFTER INSERT OR UPDATE OR DELETE ON "bay_prices" FOR EACH ROW EXECUTE FUNCTION booking_venue_changed();
--> statement-breakpoint
CREATE TRIGGER stores_booking_revision AFTER UPDATE OF "name", "name_ko", "address", "timezone", "hours" ON "stores" FOR EACH ROW EXECUTE FUNCTION booking_venue_changed();
