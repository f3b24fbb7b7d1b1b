ALTER TABLE "addresses" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "site_contact_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "site_contact_phone" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "delivery_instructions" text;