-- The daily rollup of search_term_daily, kept by its statement triggers, now adds and subtracts the rows a
-- statement inserted, deleted or updated instead of re-reading the days they fall on: storing a
-- 1,000,000-row report re-read a million rows. A day's row count tells when its last row is gone.
--
-- A report ingest on PostgreSQL stores a window's days over two connections at once, each in its own
-- transaction. A trigger that moved the shop's data version from the first statement on would make the
-- second transaction wait for the first to commit, so an ingest marks its transactions
-- (termwise.report_ingest) and moves the version itself just before each commits.
ALTER TABLE "shop_day_performance" ADD COLUMN "search_term_rows" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "shop_day_performance" p SET "search_term_rows" = c."rows"
FROM (SELECT "shop_id", "date", count(*) AS "rows" FROM "search_term_daily" GROUP BY "shop_id", "date") c
WHERE p."shop_id" = c."shop_id" AND p."date" = c."date";--> statement-breakpoint
DELETE FROM "shop_day_performance" WHERE "search_term_rows" = 0;--> statement-breakpoint
DROP TRIGGER "search_term_daily_inserted" ON "search_term_daily";--> statement-breakpoint
DROP TRIGGER "search_term_daily_updated" ON "search_term_daily";--> statement-breakpoint
DROP TRIGGER "search_term_daily_deleted" ON "search_term_daily";--> statement-breakpoint
DROP FUNCTION "refresh_shop_day_performance"();--> statement-breakpoint
CREATE FUNCTION "apply_search_term_daily_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "shop_day_performance" p SET "impressions" = p."impressions" - d."impressions",
			"clicks" = p."clicks" - d."clicks", "cost" = p."cost" - d."cost", "orders" = p."orders" - d."orders",
			"sales" = p."sales" - d."sales", "search_term_rows" = p."search_term_rows" - d."rows"
		FROM (SELECT "shop_id", "date", sum("impressions") AS "impressions", sum("clicks") AS "clicks",
				sum("cost") AS "cost", sum("purchases_7d") AS "orders", sum("sales_7d") AS "sales", count(*) AS "rows"
			FROM "removed" GROUP BY "shop_id", "date") d
		WHERE p."shop_id" = d."shop_id" AND p."date" = d."date";
		DELETE FROM "shop_day_performance" p
		USING (SELECT DISTINCT "shop_id", "date" FROM "removed") d
		WHERE p."shop_id" = d."shop_id" AND p."date" = d."date" AND p."search_term_rows" <= 0;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "shop_day_performance" ("shop_id", "date", "impressions", "clicks", "cost", "orders", "sales", "search_term_rows")
		SELECT "shop_id", "date", sum("impressions"), sum("clicks"), sum("cost"), sum("purchases_7d"), sum("sales_7d"), count(*)
		FROM "added" GROUP BY "shop_id", "date"
		ON CONFLICT ("shop_id", "date") DO UPDATE SET
			"impressions" = "shop_day_performance"."impressions" + excluded."impressions",
			"clicks" = "shop_day_performance"."clicks" + excluded."clicks",
			"cost" = "shop_day_performance"."cost" + excluded."cost",
			"orders" = "shop_day_performance"."orders" + excluded."orders",
			"sales" = "shop_day_performance"."sales" + excluded."sales",
			"search_term_rows" = "shop_day_performance"."search_term_rows" + excluded."search_term_rows";
	END IF;
	IF coalesce(current_setting('termwise.report_ingest', true), '') = 'on' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "shop_data_version" ("shop_id", "version")
		SELECT DISTINCT "shop_id", 1 FROM "added" WHERE EXISTS (SELECT 1 FROM "shop" WHERE "shop"."id" = "added"."shop_id")
		ON CONFLICT ("shop_id") DO UPDATE SET "version" = "shop_data_version"."version" + 1;
	ELSE
		INSERT INTO "shop_data_version" ("shop_id", "version")
		SELECT DISTINCT "shop_id", 1 FROM "removed" WHERE EXISTS (SELECT 1 FROM "shop" WHERE "shop"."id" = "removed"."shop_id")
		ON CONFLICT ("shop_id") DO UPDATE SET "version" = "shop_data_version"."version" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_term_daily_inserted" AFTER INSERT ON "search_term_daily"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "apply_search_term_daily_change"();--> statement-breakpoint
CREATE TRIGGER "search_term_daily_updated" AFTER UPDATE ON "search_term_daily"
	REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "apply_search_term_daily_change"();--> statement-breakpoint
CREATE TRIGGER "search_term_daily_deleted" AFTER DELETE ON "search_term_daily"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "apply_search_term_daily_change"();
