CREATE TABLE "invoice_time_entries" (
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"time_entry_id" uuid NOT NULL,
	CONSTRAINT "invoice_time_entries_pk" PRIMARY KEY("time_entry_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_time_entries" ADD CONSTRAINT "invoice_time_entries_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_entries" ADD CONSTRAINT "invoice_time_entries_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_time_entries_invoice_idx" ON "invoice_time_entries" USING btree ("org_id","invoice_id");