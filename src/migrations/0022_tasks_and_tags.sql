CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_org_id_unique" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"estimate_hours" numeric(10, 2),
	"done" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_org_project_id_unique" UNIQUE("org_id","project_id","id"),
	CONSTRAINT "tasks_estimate_check" CHECK (coalesce("tasks"."estimate_hours", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entry_tags" (
	"org_id" uuid NOT NULL,
	"time_entry_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "time_entry_tags_pk" PRIMARY KEY("org_id","time_entry_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_org_id_unique" UNIQUE("org_id","id");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_tags" ADD CONSTRAINT "time_entry_tags_entry_fk" FOREIGN KEY ("org_id","time_entry_id") REFERENCES "public"."time_entries"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_tags" ADD CONSTRAINT "time_entry_tags_tag_fk" FOREIGN KEY ("org_id","tag_id") REFERENCES "public"."tags"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_active_name_unique" ON "tags" USING btree ("org_id",lower("name")) WHERE "tags"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_active_name_unique" ON "tasks" USING btree ("org_id","project_id",lower("name")) WHERE "tasks"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "time_entry_tags_tag_idx" ON "time_entry_tags" USING btree ("org_id","tag_id","time_entry_id");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_fk" FOREIGN KEY ("org_id","project_id","task_id") REFERENCES "public"."tasks"("org_id","project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_task_idx" ON "time_entries" USING btree ("org_id","task_id") WHERE "time_entries"."task_id" is not null;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_needs_project_check" CHECK ("time_entries"."task_id" is null or "time_entries"."project_id" is not null);