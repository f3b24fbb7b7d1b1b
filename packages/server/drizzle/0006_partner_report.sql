CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id") WHERE "users"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_partner_idx" ON "orders" USING btree ("partner_id") WHERE "orders"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "chatbot_inquiries_partner_idx" ON "chatbot_inquiries" USING btree ("partner_id") WHERE "chatbot_inquiries"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "quote_requests_partner_idx" ON "quote_requests" USING btree ("partner_id") WHERE "quote_requests"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "real_estate_submissions_partner_idx" ON "real_estate_submissions" USING btree ("partner_id") WHERE "real_estate_submissions"."partner_id" is not null;