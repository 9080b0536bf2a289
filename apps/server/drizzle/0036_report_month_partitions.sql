-- The report tables are partitioned by calendar month, so that retention drops a month as a whole table
-- instead of deleting millions of rows. A month's partition is made before its rows come (the ingest and a
-- daily task call report_month_partition); a row of a month without one lands in the DEFAULT partition,
-- and moves into its month when that is made (docs/decisions.md).
--
-- report_month_partition(parent, day) makes the month of `day` for one of the three tables, once: the lock
-- on the parent keeps two sessions from making the same month (it conflicts with itself, not with reads and
-- writes; an advisory lock would not do, as taking one leaves the catalogue this session sees as it was, so
-- it would miss the month the other session just made), and the rows of that month in the default
-- partition move in the same transaction. The move writes to the partitions themselves, which fires none
-- of the parent's statement triggers: the rollup of search_term_daily already counts those rows.
CREATE FUNCTION "report_month_partition"("parent" text, "day" date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	"first" date := date_trunc('month', "day")::date;
	"month" text := "parent" || '_' || to_char("first", 'YYYY_MM');
	"fallback" text := "parent" || '_default';
BEGIN
	IF to_regclass(format('public.%I', "month")) IS NOT NULL THEN
		RETURN false;
	END IF;
	EXECUTE format('LOCK TABLE public.%I IN SHARE UPDATE EXCLUSIVE MODE', "parent");
	IF to_regclass(format('public.%I', "month")) IS NOT NULL THEN
		RETURN false;
	END IF;
	EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS)', "month", "parent");
	EXECUTE format('LOCK TABLE public.%I IN ACCESS EXCLUSIVE MODE', "fallback");
	EXECUTE format('WITH "moved" AS (DELETE FROM public.%I WHERE "date" >= $1 AND "date" < $2 RETURNING *)
		INSERT INTO public.%I SELECT * FROM "moved"', "fallback", "month")
		USING "first", ("first" + interval '1 month')::date;
	EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)',
		"parent", "month", "first", ("first" + interval '1 month')::date);
	RETURN true;
END $$;
--> statement-breakpoint
DROP TRIGGER "search_term_daily_inserted" ON "search_term_daily";--> statement-breakpoint
DROP TRIGGER "search_term_daily_updated" ON "search_term_daily";--> statement-breakpoint
DROP TRIGGER "search_term_daily_deleted" ON "search_term_daily";--> statement-breakpoint
ALTER TABLE "search_term_daily" RENAME TO "search_term_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "search_term_daily_unpartitioned" DROP CONSTRAINT "search_term_daily_shop_id_date_ad_group_id_targeting_id_search_term_pk";--> statement-breakpoint
DROP INDEX "search_term_daily_term_idx";--> statement-breakpoint
DROP INDEX "search_term_daily_ad_group_idx";--> statement-breakpoint
CREATE TABLE "search_term_daily" (LIKE "search_term_daily_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("date");--> statement-breakpoint
ALTER TABLE "search_term_daily" ADD CONSTRAINT "search_term_daily_shop_id_date_ad_group_id_targeting_id_search_term_pk" PRIMARY KEY ("shop_id", "date", "ad_group_id", "targeting_id", "search_term");--> statement-breakpoint
CREATE INDEX "search_term_daily_term_idx" ON "search_term_daily" USING btree ("shop_id", "search_term", "date");--> statement-breakpoint
CREATE INDEX "search_term_daily_ad_group_idx" ON "search_term_daily" USING btree ("shop_id", "ad_group_id", "date");--> statement-breakpoint
CREATE TABLE "search_term_daily_default" PARTITION OF "search_term_daily" DEFAULT;--> statement-breakpoint
SELECT "report_month_partition"('search_term_daily', "month")
FROM (SELECT DISTINCT date_trunc('month', "date")::date AS "month" FROM "search_term_daily_unpartitioned") "months";--> statement-breakpoint
-- Before the triggers: shop_day_performance already counts these rows.
INSERT INTO "search_term_daily" SELECT * FROM "search_term_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "search_term_daily_unpartitioned";--> statement-breakpoint
CREATE TRIGGER "search_term_daily_inserted" AFTER INSERT ON "search_term_daily"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "apply_search_term_daily_change"();--> statement-breakpoint
CREATE TRIGGER "search_term_daily_updated" AFTER UPDATE ON "search_term_daily"
	REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "apply_search_term_daily_change"();--> statement-breakpoint
CREATE TRIGGER "search_term_daily_deleted" AFTER DELETE ON "search_term_daily"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "apply_search_term_daily_change"();--> statement-breakpoint
ALTER TABLE "targeting_daily" RENAME TO "targeting_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "targeting_daily_unpartitioned" DROP CONSTRAINT "targeting_daily_shop_id_date_ad_group_id_targeting_id_pk";--> statement-breakpoint
CREATE TABLE "targeting_daily" (LIKE "targeting_daily_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("date");--> statement-breakpoint
ALTER TABLE "targeting_daily" ADD CONSTRAINT "targeting_daily_shop_id_date_ad_group_id_targeting_id_pk" PRIMARY KEY ("shop_id", "date", "ad_group_id", "targeting_id");--> statement-breakpoint
CREATE TABLE "targeting_daily_default" PARTITION OF "targeting_daily" DEFAULT;--> statement-breakpoint
SELECT "report_month_partition"('targeting_daily', "month")
FROM (SELECT DISTINCT date_trunc('month', "date")::date AS "month" FROM "targeting_daily_unpartitioned") "months";--> statement-breakpoint
INSERT INTO "targeting_daily" SELECT * FROM "targeting_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "targeting_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "advertised_product_daily" RENAME TO "advertised_product_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "advertised_product_daily_unpartitioned" DROP CONSTRAINT "advertised_product_daily_shop_id_date_ad_id_pk";--> statement-breakpoint
DROP INDEX "advertised_product_daily_asin_idx";--> statement-breakpoint
CREATE TABLE "advertised_product_daily" (LIKE "advertised_product_daily_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("date");--> statement-breakpoint
ALTER TABLE "advertised_product_daily" ADD CONSTRAINT "advertised_product_daily_shop_id_date_ad_id_pk" PRIMARY KEY ("shop_id", "date", "ad_id");--> statement-breakpoint
CREATE INDEX "advertised_product_daily_asin_idx" ON "advertised_product_daily" USING btree ("shop_id", "asin", "date");--> statement-breakpoint
CREATE TABLE "advertised_product_daily_default" PARTITION OF "advertised_product_daily" DEFAULT;--> statement-breakpoint
SELECT "report_month_partition"('advertised_product_daily', "month")
FROM (SELECT DISTINCT date_trunc('month', "date")::date AS "month" FROM "advertised_product_daily_unpartitioned") "months";--> statement-breakpoint
INSERT INTO "advertised_product_daily" SELECT * FROM "advertised_product_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "advertised_product_daily_unpartitioned";
