-- The spelling dictionary (search_words) follows the catalogue: the words of a product's name, brand
-- and SKU (search_vector's weight A and B lexemes) made of letters only — no digits, punctuation or
-- spaces, so each is a plain tsquery lexeme — are added whenever products are inserted or updated.
-- Statement-level triggers see all changed rows at once (a bulk insert adds its words in one pass).
CREATE FUNCTION "collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "lexeme" FROM "changed_products", unnest("changed_products"."search_vector")
  WHERE "weights" && ARRAY['A', 'B'] AND "lexeme" !~ '[0-9[:punct:][:space:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_on_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_on_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "lexeme" FROM "products", unnest("products"."search_vector")
WHERE "weights" && ARRAY['A', 'B'] AND "lexeme" !~ '[0-9[:punct:][:space:]]'
ON CONFLICT DO NOTHING;
