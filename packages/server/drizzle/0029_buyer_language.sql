-- Issue 32: the language a signed-in buyer chose for the site (en, kn, ta, hi), so it follows the
-- account from browser to browser; null until the buyer chooses one.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_code" CHECK ("users"."language" IN ('en', 'kn', 'ta', 'hi'));
