ALTER TABLE "blog_posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "real_estate_submissions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "real_estate_submissions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
-- A submission rejected before reasons were recorded keeps a reason that says so (the check below needs one).
UPDATE "real_estate_submissions" SET "rejection_reason" = 'Rejected before reasons were recorded' WHERE "status" = 'rejected' AND "rejection_reason" IS NULL;--> statement-breakpoint
ALTER TABLE "real_estate_submissions" ADD CONSTRAINT "real_estate_submissions_rejected_with_reason" CHECK ("real_estate_submissions"."status" <> 'rejected' or "real_estate_submissions"."rejection_reason" is not null);