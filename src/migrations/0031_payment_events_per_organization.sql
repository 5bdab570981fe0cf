ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_pk";
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_pk" PRIMARY KEY("org_id","provider","event_id");