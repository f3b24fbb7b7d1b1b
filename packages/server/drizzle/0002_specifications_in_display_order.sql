-- Product specifications keep the order they were written in (json, not jsonb: jsonb re-orders the
-- keys, shortest first). Rows written before this migration keep the jsonb order they were stored in.
ALTER TABLE "products" ALTER COLUMN "specifications" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "specifications" SET DATA TYPE json USING "specifications"::json;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "specifications" SET DEFAULT '{}'::json;
