ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_gstin_shape" CHECK ("orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$');