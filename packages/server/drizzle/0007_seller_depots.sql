ALTER TABLE "sellers" ADD COLUMN "depot_pincode" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "delivery_radius_km" integer;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_delivery_radius_range" CHECK ("sellers"."delivery_radius_km" between 1 and 300);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_depot_pincode_digits" CHECK ("sellers"."depot_pincode" ~ '^[0-9]{6}$');--> statement-breakpoint
-- Sellers that already have a location keep selling: it becomes their depot, with the 80 km radius the
-- demo sellers have (SEED_DELIVERY_RADIUS_KM). Sellers without a location are asked for a depot on sign-in.
UPDATE "sellers" SET "delivery_radius_km" = 80 WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL AND "delivery_radius_km" IS NULL;
