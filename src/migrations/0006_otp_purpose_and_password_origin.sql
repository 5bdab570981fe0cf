ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set_by_inviter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('signup', 'reset'));--> statement-breakpoint
-- Every path where the holder chooses a password (register, accept-invite, identity provider) also records terms acceptance; a password without it was set by an inviter. (An invitee who kept such a password and later accepted terms is not caught here; password reset still lets the inbox owner in.)
UPDATE "users" SET "password_set_by_inviter" = true WHERE "password_hash" IS NOT NULL AND "terms_accepted_at" IS NULL;
