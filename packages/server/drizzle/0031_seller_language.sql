-- Issue 32: the language a signed-in seller chose for the site (en, kn, ta, hi), so the texts sent to
-- the seller (RFQ notices by SMS) are in it; null until the seller chooses one.
ALTER TABLE "sellers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_language_code" CHECK ("sellers"."language" IN ('en', 'kn', 'ta', 'hi'));
