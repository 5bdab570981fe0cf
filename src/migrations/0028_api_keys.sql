CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"display_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"permissions" text[],
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_org_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "api_keys_kind_check" CHECK ("api_keys"."kind" in ('PERSONAL', 'SERVICE')),
	CONSTRAINT "api_keys_service_permissions_check" CHECK ("api_keys"."kind" = 'PERSONAL' or "api_keys"."permissions" is not null)
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_org_created_idx" ON "api_keys" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "api_keys_member_idx" ON "api_keys" USING btree ("org_id","member_id");