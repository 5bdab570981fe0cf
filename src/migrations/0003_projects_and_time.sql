CREATE TABLE "project_members" (
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_pk" PRIMARY KEY("org_id","project_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"budget_type" text DEFAULT 'FIXED' NOT NULL,
	"total_budget" numeric(14, 2) NOT NULL,
	"hourly_bill_rate" numeric(12, 2),
	"screenshot_interval_mins" integer NOT NULL,
	"blur_screenshots" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"is_public_shared" boolean DEFAULT false NOT NULL,
	"share_token_hash" text,
	"share_password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_org_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "projects_budget_type_check" CHECK ("projects"."budget_type" in ('FIXED', 'HOURLY')),
	CONSTRAINT "projects_amounts_check" CHECK ("projects"."total_budget" >= 0 and coalesce("projects"."hourly_bill_rate", 0) >= 0),
	CONSTRAINT "projects_interval_check" CHECK ("projects"."screenshot_interval_mins" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"project_id" uuid,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"notes" text,
	"is_billable" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"is_offline" boolean DEFAULT false NOT NULL,
	"idle_seconds" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"reviewed_by_member_id" uuid,
	"reviewed_at" timestamp with time zone,
	"cost_rate" numeric(12, 2),
	"bill_rate" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_span_check" CHECK ("time_entries"."end_time" is null or "time_entries"."end_time" > "time_entries"."start_time"),
	CONSTRAINT "time_entries_status_check" CHECK ("time_entries"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('TIMER', 'MANUAL', 'IDLE_SPLIT')),
	CONSTRAINT "time_entries_idle_check" CHECK ("time_entries"."idle_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tracker_presence" (
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"last_heartbeat_at" timestamp with time zone NOT NULL,
	"client_info" text,
	CONSTRAINT "tracker_presence_pk" PRIMARY KEY("org_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_presence" ADD CONSTRAINT "tracker_presence_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_member_idx" ON "project_members" USING btree ("org_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_org_code_unique" ON "projects" USING btree ("org_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_share_token_unique" ON "projects" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_timer" ON "time_entries" USING btree ("member_id") WHERE "time_entries"."end_time" is null;--> statement-breakpoint
CREATE INDEX "time_entries_member_start_idx" ON "time_entries" USING btree ("org_id","member_id","start_time","id");--> statement-breakpoint
CREATE INDEX "time_entries_org_start_idx" ON "time_entries" USING btree ("org_id","start_time","id");--> statement-breakpoint
CREATE INDEX "time_entries_project_idx" ON "time_entries" USING btree ("org_id","project_id","start_time");