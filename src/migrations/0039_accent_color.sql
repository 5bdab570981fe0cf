ALTER TABLE "organizations" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_accent_color_check" CHECK ("organizations"."accent_color" ~ '^#[0-9a-f]{6}$');
