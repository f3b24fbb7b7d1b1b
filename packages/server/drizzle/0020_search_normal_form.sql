-- Search that understands builders (issue 29): the products' search columns hold the normal form of
-- their text (search_normal_form, the same rules as catalogue/searchNormalForm.ts, which normalises
-- what is typed: '8mm' = '8 mm', '0.50' = '0.5', litre/ltr/l, amp/a, sq mm/sqmm, inch/", plurals
-- folded, hyphenated words also joined), and the names of the product's category and its parent
-- (category_text, kept by triggers) are searchable and in the spelling dictionary. Weights: name A,
-- brand and categories B, SKU C, description D. Numbered 0020: 0018 and 0019 are taken by other branches.
CREATE FUNCTION "search_normal_form"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(t), '×', 'x', 'g'), '¾', ' 3/4', 'g'), '½', ' 1/2', 'g'), '¼', ' 1/4', 'g'), '″', '"', 'g'), '([0-9])([a-z])', '\1 \2', 'g'), '([a-z])([0-9])', '\1 \2', 'g'), '([0-9]) *"', '\1 inch ', 'g'), '([0-9]) (inches|in)\M', '\1 inch', 'g'), '([0-9]) (litres|litre|liters|liter|ltrs|ltr|lts|lt)\M', '\1 l', 'g'), '([0-9]) (amperes|ampere|amps|amp)\M', '\1 a', 'g'), '([0-9]) kgs\M', '\1 kg', 'g'), '([0-9]) (metres|metre|meters|meter|mtrs|mtr)\M', '\1 m', 'g'), '\msq\.? ?mm\M', 'sqmm', 'g'), '([0-9]\.[0-9]*[1-9])0+\M', '\1', 'g'), '([0-9])\.0+\M', '\1', 'g'), '(^|[^0-9.])0+([0-9])', '\1\2', 'g'), '\m([a-z]{2,})ies\M', '\1y', 'g'), '\m([a-z]+(ch|sh|x|ss))es\M', '\1', 'g'), '\m([a-z]{2,}[abcdefghjklmnopqrtvwxyz])s\M', '\1', 'g'), '\m([a-z]+)-([a-z]+)\M', '\1\2 \1 \2', 'g'), '  +', ' ', 'g'), '^ | $', '', 'g')
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "product_category_text"(of_category integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT c.name || ' ' || coalesce(parent.name, '') FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id WHERE c.id = of_category
$$;--> statement-breakpoint
CREATE FUNCTION "set_product_category_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_text := coalesce(product_category_text(NEW.category_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_category_text" BEFORE INSERT OR UPDATE OF "category_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "set_product_category_text"();--> statement-breakpoint
CREATE FUNCTION "category_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_text = coalesce(product_category_text(category_id), '')
  WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_renamed" AFTER UPDATE OF "name", "parent_id" ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "category_renamed"();--> statement-breakpoint
UPDATE "products" SET "category_text" = coalesce(product_category_text("category_id"), '');--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normal_form(coalesce("display_name", '') || ' ' || "name")), 'A') || setweight(to_tsvector('simple'::regconfig, search_normal_form(coalesce("brand", '') || ' ' || "category_text")), 'B') || setweight(to_tsvector('simple'::regconfig, search_normal_form("master_sku")), 'C') || setweight(to_tsvector('simple'::regconfig, search_normal_form(coalesce("description", ''))), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normal_form(coalesce("display_name", '') || ' ' || "name" || ' ' || coalesce("brand", '') || ' ' || "category_text" || ' ' || "master_sku")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "lexeme" FROM "changed_products", unnest("changed_products"."search_vector")
  WHERE "weights" && ARRAY['A', 'B', 'C'] AND "lexeme" !~ '[0-9[:punct:][:space:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "lexeme" FROM "products", unnest("products"."search_vector")
WHERE "weights" && ARRAY['A', 'B', 'C'] AND "lexeme" !~ '[0-9[:punct:][:space:]]'
ON CONFLICT DO NOTHING;
