CREATE TABLE "alert_occasions" (
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_occasions_org_id_kind_subject_id_occasion_pk" PRIMARY KEY("org_id","kind","subject_id","occasion"),
	CONSTRAINT "alert_occasions_kind_check" CHECK ("alert_occasions"."kind" in ('BUDGET', 'CAPACITY'))
);
--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"budget_alerts" boolean DEFAULT true NOT NULL,
	"capacity_reminders" boolean DEFAULT true NOT NULL,
	CONSTRAINT "alert_preferences_org_id_member_id_pk" PRIMARY KEY("org_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"budget_alerts" boolean DEFAULT true NOT NULL,
	"capacity_reminders" boolean DEFAULT true NOT NULL,
	"reminder_weekday" smallint,
	"reminder_hour" smallint DEFAULT 15 NOT NULL,
	CONSTRAINT "alert_settings_weekday_check" CHECK ("alert_settings"."reminder_weekday" between 1 and 7),
	CONSTRAINT "alert_settings_hour_check" CHECK ("alert_settings"."reminder_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "alert_occasions" ADD CONSTRAINT "alert_occasions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;