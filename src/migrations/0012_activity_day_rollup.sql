CREATE TABLE "activity_day_totals" (
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"project_id" uuid,
	"day" date NOT NULL,
	"slots" integer NOT NULL,
	"tracked_seconds" integer NOT NULL,
	"active_seconds" integer NOT NULL,
	"keyboard_seconds" integer NOT NULL,
	"mouse_seconds" integer NOT NULL,
	CONSTRAINT "activity_day_totals_key" UNIQUE NULLS NOT DISTINCT("org_id","member_id","project_id","day")
);
--> statement-breakpoint
CREATE TABLE "activity_day_usages" (
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"project_id" uuid,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "activity_day_usages_key" UNIQUE NULLS NOT DISTINCT("org_id","member_id","project_id","day","kind","name")
);
--> statement-breakpoint
ALTER TABLE "activity_day_totals" ADD CONSTRAINT "activity_day_totals_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_day_usages" ADD CONSTRAINT "activity_day_usages_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_day_totals_org_day_idx" ON "activity_day_totals" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "activity_day_usages_org_day_idx" ON "activity_day_usages" USING btree ("org_id","day");--> statement-breakpoint
-- Backfill: the rollup of the slots stored before it existed (same sums as the slot inserts keep).
INSERT INTO "activity_day_totals" ("org_id","member_id","project_id","day","slots","tracked_seconds","active_seconds","keyboard_seconds","mouse_seconds")
SELECT "org_id", "member_id", "project_id", ("start_time" AT TIME ZONE 'UTC')::date, count(*),
  sum(extract(epoch from ("end_time" - "start_time")))::int, sum("active_seconds"), sum("keyboard_seconds"), sum("mouse_seconds")
FROM "activity_slots" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "activity_day_usages" ("org_id","member_id","project_id","day","kind","name","seconds")
SELECT s."org_id", s."member_id", s."project_id", (s."start_time" AT TIME ZONE 'UTC')::date, u."kind", u."name", sum(u."seconds")
FROM "activity_slot_usages" u JOIN "activity_slots" s ON s."org_id" = u."org_id" AND s."id" = u."slot_id"
GROUP BY 1, 2, 3, 4, 5, 6;
