CREATE TABLE "activity_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pattern" text NOT NULL,
	"category" text NOT NULL,
	"productivity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_rules_kind_check" CHECK ("activity_rules"."kind" in ('APP', 'SITE')),
	CONSTRAINT "activity_rules_productivity_check" CHECK ("activity_rules"."productivity" in ('PRODUCTIVE', 'NEUTRAL', 'UNPRODUCTIVE'))
);
--> statement-breakpoint
CREATE TABLE "activity_slot_usages" (
	"org_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "activity_slot_usages_pk" PRIMARY KEY("slot_id","kind","name"),
	CONSTRAINT "activity_slot_usages_kind_check" CHECK ("activity_slot_usages"."kind" in ('APP', 'SITE')),
	CONSTRAINT "activity_slot_usages_seconds_check" CHECK ("activity_slot_usages"."seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"project_id" uuid,
	"time_entry_id" uuid,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"keyboard_seconds" integer NOT NULL,
	"mouse_seconds" integer NOT NULL,
	"active_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_slots_org_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "activity_slots_span_check" CHECK ("activity_slots"."end_time" > "activity_slots"."start_time"),
	CONSTRAINT "activity_slots_seconds_check" CHECK ("activity_slots"."active_seconds" >= 0 and "activity_slots"."keyboard_seconds" >= 0 and "activity_slots"."mouse_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_rules" ADD CONSTRAINT "activity_rules_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slot_usages" ADD CONSTRAINT "activity_slot_usages_slot_fk" FOREIGN KEY ("org_id","slot_id") REFERENCES "public"."activity_slots"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_time_entry_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rules_pattern_unique" ON "activity_rules" USING btree ("org_id","kind","pattern");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_slots_client_id_unique" ON "activity_slots" USING btree ("org_id","member_id","client_id");--> statement-breakpoint
CREATE INDEX "activity_slots_member_start_idx" ON "activity_slots" USING btree ("org_id","member_id","start_time");--> statement-breakpoint
CREATE INDEX "activity_slots_org_start_idx" ON "activity_slots" USING btree ("org_id","start_time");