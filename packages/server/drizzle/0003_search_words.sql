-- Typo tolerance looks misspelt words up in a dictionary of the catalogue's words (search_words,
-- filled by 0004) instead of comparing them with every product, so the trigram indexes on products
-- are no longer read; names starting with the typed text are found through products_shown_name_idx.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_display_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shown_name_idx" ON "products" USING btree ((lower(coalesce(nullif(trim("display_name"), ''), "name")) collate "C"));