CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"billing_address" text,
	"tax_id" text,
	"contact_email" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"default_bill_rate" numeric(12, 2),
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_org_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "clients_default_bill_rate_check" CHECK (coalesce("clients"."default_bill_rate", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_org_active_name_unique" ON "clients" USING btree ("org_id",lower("name")) WHERE "clients"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clients_org_name_idx" ON "clients" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
-- Existing projects become client records (hand-written; docs/clients.md): one client per organization
-- and distinct trimmed client name ignoring case, spelled as the organization's earliest project
-- spelled it; every project then points at its client and says its name.
INSERT INTO "clients" ("id", "org_id", "name", "created_at", "updated_at")
SELECT gen_random_uuid(), "org_id", "name", "created_at", "created_at"
FROM (
  SELECT DISTINCT ON ("org_id", lower("name")) "org_id", "name", "created_at"
  FROM (
    SELECT "org_id", coalesce(nullif(btrim("client_name", E' \t\r\n'), ''), 'No client') AS "name", "created_at", "id"
    FROM "projects"
  ) AS "named"
  ORDER BY "org_id", lower("name"), "created_at", "id"
) AS "first_spelling";--> statement-breakpoint
UPDATE "projects" SET "client_id" = "clients"."id", "client_name" = "clients"."name"
FROM "clients"
WHERE "clients"."org_id" = "projects"."org_id"
  AND "clients"."archived_at" IS NULL
  AND lower("clients"."name") = lower(coalesce(nullif(btrim("projects"."client_name", E' \t\r\n'), ''), 'No client'));--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_fk" FOREIGN KEY ("org_id","client_id") REFERENCES "public"."clients"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("org_id","client_id");