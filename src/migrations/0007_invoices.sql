CREATE TABLE "invoice_counters" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_positive_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_items_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_items_amounts_check" CHECK ("invoice_items"."quantity" >= 0 and "invoice_items"."unit_price" >= 0 and "invoice_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_member_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"number" integer,
	"project_id" uuid,
	"client_name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"due_date" date,
	"notes" text,
	"tax_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_by_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_org_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "invoices_org_number_unique" UNIQUE("org_id","number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED')),
	CONSTRAINT "invoices_tax_check" CHECK ("invoices"."tax_percent" between 0 and 100),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal" >= 0 and "invoices"."tax_amount" >= 0 and "invoices"."total" = "invoices"."subtotal" + "invoices"."tax_amount"),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" is null or "invoices"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_changes" ADD CONSTRAINT "invoice_status_changes_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_status_changes_invoice_idx" ON "invoice_status_changes" USING btree ("org_id","invoice_id","changed_at");