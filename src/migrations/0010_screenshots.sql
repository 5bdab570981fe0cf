CREATE TABLE "screenshot_capture_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_by_member_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"screenshot_id" uuid,
	CONSTRAINT "screenshot_capture_requests_expiry_check" CHECK ("screenshot_capture_requests"."expires_at" > "screenshot_capture_requests"."requested_at")
);
--> statement-breakpoint
CREATE TABLE "screenshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"slot_id" uuid,
	"client_id" uuid NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"is_blurred" boolean DEFAULT false NOT NULL,
	"requested_live" boolean DEFAULT false NOT NULL,
	"capture_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screenshots_org_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "screenshots_size_check" CHECK ("screenshots"."width" > 0 and "screenshots"."height" > 0 and "screenshots"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "screenshot_storage_journal" (
	"key" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screenshot_storage_journal_state_check" CHECK ("screenshot_storage_journal"."state" in ('PENDING', 'DELETE'))
);
--> statement-breakpoint
ALTER TABLE "screenshot_capture_requests" ADD CONSTRAINT "screenshot_capture_requests_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshot_capture_requests" ADD CONSTRAINT "screenshot_capture_requests_requester_fk" FOREIGN KEY ("org_id","requested_by_member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_slot_fk" FOREIGN KEY ("org_id","slot_id") REFERENCES "public"."activity_slots"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screenshot_capture_requests_pending_idx" ON "screenshot_capture_requests" USING btree ("org_id","member_id","expires_at") WHERE "screenshot_capture_requests"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "screenshots_client_id_unique" ON "screenshots" USING btree ("org_id","member_id","client_id");--> statement-breakpoint
CREATE INDEX "screenshots_org_captured_idx" ON "screenshots" USING btree ("org_id","captured_at","id");--> statement-breakpoint
CREATE INDEX "screenshots_member_captured_idx" ON "screenshots" USING btree ("org_id","member_id","captured_at");--> statement-breakpoint
CREATE INDEX "screenshots_project_captured_idx" ON "screenshots" USING btree ("org_id","project_id","captured_at");--> statement-breakpoint
CREATE INDEX "screenshot_storage_journal_state_idx" ON "screenshot_storage_journal" USING btree ("state","created_at");