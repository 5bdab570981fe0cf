CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"file_key" text,
	"status" text NOT NULL,
	"settings" jsonb NOT NULL,
	"preview" jsonb,
	"result" jsonb,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"failure" text,
	"lease_until" timestamp with time zone,
	"phase_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('ANALYSING', 'NEEDS_MAPPING', 'READY', 'IMPORTING', 'DONE', 'UNDONE', 'DISCARDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"org_id" uuid NOT NULL,
	"header_signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_mappings_org_id_header_signature_pk" PRIMARY KEY("org_id","header_signature")
);
--> statement-breakpoint
CREATE TABLE "import_problems" (
	"job_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"line" integer NOT NULL,
	"code" text NOT NULL,
	"column" text,
	"message" text NOT NULL,
	CONSTRAINT "import_problems_job_id_row_number_pk" PRIMARY KEY("job_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "imported_entries" (
	"org_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"job_id" uuid NOT NULL,
	"time_entry_id" uuid NOT NULL,
	CONSTRAINT "imported_entries_org_id_source_key_pk" PRIMARY KEY("org_id","source_key")
);
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_source_check";--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_problems" ADD CONSTRAINT "import_problems_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_entries" ADD CONSTRAINT "imported_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_org_idx" ON "import_jobs" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_status_idx" ON "import_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "imported_entries_job_idx" ON "imported_entries" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('TIMER', 'MANUAL', 'IDLE_SPLIT', 'IMPORT'));