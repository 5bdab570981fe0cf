CREATE TABLE "idempotency_keys" (
	"org_id" uuid NOT NULL,
	"caller" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claimed_by" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	CONSTRAINT "idempotency_keys_org_id_caller_method_route_key_pk" PRIMARY KEY("org_id","caller","method","route","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");