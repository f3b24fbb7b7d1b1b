-- Catalogue version (issue 30, HTTP caching): every statement that changes a table the public reads
-- answer from (catalogue, sellers, images, price history, pincodes, content, search words) announces
-- its transaction on the channel 'catalogue_version'. NOTIFY is delivered only on commit, in commit
-- order, to every listening server instance; its payload, the transaction's id (unique in the
-- cluster, never reused), becomes the version each instance builds its ETags from. Identical payloads
-- in one transaction are sent once, so a checkout or an import announces itself once. No row is
-- updated: a one-row version table would take a row lock on every catalogue write until commit and
-- make every checkout (it changes listings' stock) wait for the one before it.
CREATE FUNCTION "announce_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_version', txid_current()::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "listings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sellers" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_image_files_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_image_files" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "price_history_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_history" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "pincodes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pincodes" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "affiliates_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "affiliates" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "search_words_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_words" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "real_estate_submissions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "real_estate_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
