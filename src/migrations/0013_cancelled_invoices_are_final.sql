-- Cancelling an invoice releases its time entries for billing again (the service deletes its rows
-- in invoice_time_entries in the same transaction), so a cancelled invoice that came back would
-- bill that time a second time. The service refuses the move (invoice.rules.ts); this trigger
-- makes the database refuse it too, whatever writes the row.
CREATE FUNCTION "invoices_cancelled_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'CANCELLED' AND NEW."status" <> 'CANCELLED' THEN
    RAISE EXCEPTION 'invoice % is CANCELLED, which is final', OLD."id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_cancelled_is_final';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_cancelled_is_final" BEFORE UPDATE OF "status" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_cancelled_is_final"();
