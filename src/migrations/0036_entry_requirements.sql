ALTER TABLE "organizations" ADD COLUMN "require_project" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_task" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_notes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "minimum_timer_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "billable_by_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_minimum_timer_check" CHECK ("organizations"."minimum_timer_seconds" between 0 and 3600);