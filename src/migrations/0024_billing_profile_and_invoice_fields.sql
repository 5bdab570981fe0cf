CREATE TABLE "billing_profiles" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"address" text,
	"tax_id" text,
	"registration_number" text,
	"email" text,
	"bank_name" text,
	"iban" text,
	"bic" text,
	"bank_account" text,
	"payment_terms_days" integer,
	"payment_terms" text,
	"invoice_footer" text,
	"logo_key" text,
	"logo_width" integer,
	"logo_height" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_profiles_payment_terms_days_check" CHECK ("billing_profiles"."payment_terms_days" is null or "billing_profiles"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_tax_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_period_from" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_period_to" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "purchase_order" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_period_check" CHECK ("invoices"."service_period_from" is null or "invoices"."service_period_to" is null or "invoices"."service_period_from" <= "invoices"."service_period_to");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_terms_days_check" CHECK ("invoices"."payment_terms_days" is null or "invoices"."payment_terms_days" between 0 and 365);