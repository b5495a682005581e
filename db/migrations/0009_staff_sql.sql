-- The staff audit log is append-only (issue 24): the database itself refuses to change or remove a
-- row, whatever the application (or anyone with the app's credentials) asks. A row-level trigger
-- stops UPDATE and DELETE, a statement-level one TRUNCATE; both run the same on PGlite and PostgreSQL.
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_update_delete BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON "staff_audit" FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
