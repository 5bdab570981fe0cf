ALTER TABLE "organizations" DROP CONSTRAINT "organizations_plan_check";--> statement-breakpoint
-- STARTER was never sold; its nearest plan is PRO. Rows without a trial end get creation + 14 days.
UPDATE "organizations" SET "plan" = 'PRO' WHERE "plan" = 'STARTER';--> statement-breakpoint
UPDATE "organizations" SET "trial_ends_at" = "created_at" + interval '14 days' WHERE "trial_ends_at" IS NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_plan_check" CHECK ("organizations"."plan" in ('TRIAL', 'FREE', 'PRO', 'TEAM'));
