CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"requested_by_member_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"files_done" integer DEFAULT 0 NOT NULL,
	"files_total" integer,
	"archive_bytes" bigint,
	"archive_sha256" text,
	"failure" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_exports_scope_check" CHECK ("data_exports"."scope" in ('ORGANIZATION', 'MEMBER')),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('QUEUED', 'RUNNING', 'DONE', 'EXPIRED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_member_id_members_id_fk" FOREIGN KEY ("requested_by_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_org_created_idx" ON "data_exports" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_status_idx" ON "data_exports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_importing" ON "import_jobs" USING btree ("org_id") WHERE "import_jobs"."status" = 'IMPORTING';