ALTER TABLE "quote_requests" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "site_pincode" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_listing_idx" ON "quote_requests" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_site_pincode_digits" CHECK ("quote_requests"."site_pincode" ~ '^[0-9]{6}$');