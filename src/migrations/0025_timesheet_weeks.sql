CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by_member_id" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "timesheet_weeks_member_week_unique" UNIQUE("org_id","member_id","week_start"),
	CONSTRAINT "timesheet_weeks_status_check" CHECK ("timesheet_weeks"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_weeks_org_status_idx" ON "timesheet_weeks" USING btree ("org_id","status","week_start");