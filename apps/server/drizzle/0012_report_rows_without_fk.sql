ALTER TABLE "advertised_product_daily" DROP CONSTRAINT "advertised_product_daily_shop_id_shop_id_fk";
--> statement-breakpoint
ALTER TABLE "search_term_daily" DROP CONSTRAINT "search_term_daily_shop_id_shop_id_fk";
--> statement-breakpoint
ALTER TABLE "targeting_daily" DROP CONSTRAINT "targeting_daily_shop_id_shop_id_fk";
--> statement-breakpoint
-- The cascade the dropped foreign keys gave: deleting a shop deletes its report rows, in the same statement.
CREATE FUNCTION "delete_shop_reports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_term_daily" WHERE "shop_id" IN (SELECT "id" FROM "gone");
	DELETE FROM "targeting_daily" WHERE "shop_id" IN (SELECT "id" FROM "gone");
	DELETE FROM "advertised_product_daily" WHERE "shop_id" IN (SELECT "id" FROM "gone");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shop_reports_deleted" AFTER DELETE ON "shop"
	REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "delete_shop_reports"();
