CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"payment_reference" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_payments_reference_unique" UNIQUE("org_id","provider","kind","reference"),
	CONSTRAINT "invoice_payments_kind_check" CHECK ("invoice_payments"."kind" in ('PAYMENT', 'REFUND', 'DISPUTE')),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"secret_key_last4" text NOT NULL,
	"webhook_secret_sealed" text,
	"account_id" text NOT NULL,
	"account_name" text,
	"livemode" text NOT NULL,
	"connected_by_member_id" uuid NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_connections_org_unique" UNIQUE("org_id"),
	CONSTRAINT "payment_connections_provider_check" CHECK ("payment_connections"."provider" in ('stripe')),
	CONSTRAINT "payment_connections_livemode_check" CHECK ("payment_connections"."livemode" in ('live', 'test'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"org_id" uuid NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("org_id","invoice_id","occurred_at");