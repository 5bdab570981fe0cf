ALTER TABLE "roles" DROP CONSTRAINT "roles_org_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_org_name_ci_unique" ON "roles" USING btree ("org_id",lower("name"));