ALTER TABLE "members" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "first_day_of_week" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "working_days" smallint[] DEFAULT '{1,2,3,4,5}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_first_day_check" CHECK ("organizations"."first_day_of_week" between 1 and 7);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_working_days_check" CHECK (cardinality("organizations"."working_days") > 0 and "organizations"."working_days" <@ '{1,2,3,4,5,6,7}'::smallint[]);