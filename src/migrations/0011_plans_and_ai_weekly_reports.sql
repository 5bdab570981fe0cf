ALTER TABLE "organizations" DROP CONSTRAINT "organizations_plan_check";--> statement-breakpoint
-- STARTER was never sold; its nearest plan is PRO. Rows without a trial end get creation + 14 days.
UPDATE "organizations" SET "plan" = 'PRO' WHERE "plan" = 'STARTER';--> statement-breakpoint
UPDATE "organizations" SET "trial_ends_at" = "created_at" + interval '14 days' WHERE "trial_ends_at" IS NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_plan_check" CHECK ("organizations"."plan" in ('TRIAL', 'FREE', 'PRO', 'TEAM'));
--> statement-breakpoint
CREATE TABLE "ai_weekly_report_mailings" (
	"org_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_weekly_report_mailings_pk" PRIMARY KEY("org_id","iso_week")
);
--> statement-breakpoint
CREATE TABLE "ai_weekly_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"engine" text NOT NULL,
	"content" jsonb NOT NULL,
	"markdown" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_weekly_report_mailings" ADD CONSTRAINT "ai_weekly_report_mailings_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_weekly_reports" ADD CONSTRAINT "ai_weekly_reports_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_weekly_reports_org_week_unique" ON "ai_weekly_reports" USING btree ("org_id","iso_week");