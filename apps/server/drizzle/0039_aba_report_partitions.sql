-- Each Brand Analytics report's search terms are a partition of their own (LIST on report_id), so that a
-- replaced or failed report is emptied as one table (TRUNCATE) instead of a delete of its rows (a week of a
-- large marketplace is millions of rows); a daily task drops the empty ones. The import makes the partition
-- before it loads; a row of a report without one lands in the DEFAULT partition (a restore), and moves into
-- its own when that is made.
--
-- aba_report_partition(report) makes the partition of one report, once, as report_month_partition makes a
-- month: the lock on the parent keeps two sessions from making the same one, and the report's rows in the
-- default partition move in the same transaction.
CREATE FUNCTION "aba_report_partition"("report" uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	"part" text := 'aba_search_term_' || replace("report"::text, '-', '');
BEGIN
	IF to_regclass(format('public.%I', "part")) IS NOT NULL THEN
		RETURN false;
	END IF;
	LOCK TABLE public."aba_search_term" IN SHARE UPDATE EXCLUSIVE MODE;
	IF to_regclass(format('public.%I', "part")) IS NOT NULL THEN
		RETURN false;
	END IF;
	EXECUTE format('CREATE TABLE public.%I (LIKE public."aba_search_term" INCLUDING DEFAULTS)', "part");
	LOCK TABLE public."aba_search_term_default" IN ACCESS EXCLUSIVE MODE;
	EXECUTE format('WITH "moved" AS (DELETE FROM public."aba_search_term_default" WHERE "report_id" = $1 RETURNING *)
		INSERT INTO public.%I SELECT * FROM "moved"', "part")
		USING "report";
	EXECUTE format('ALTER TABLE public."aba_search_term" ATTACH PARTITION public.%I FOR VALUES IN (%L)', "part", "report");
	RETURN true;
END $$;
--> statement-breakpoint
-- Makes the partition of every report that may still be read or loaded (not failed), and moves the rows waiting
-- in the default partition into theirs: all at once, so the default partition is read once, not once a report.
CREATE FUNCTION "aba_partition_waiting_rows"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	"moved" bigint;
BEGIN
	LOCK TABLE public."aba_search_term" IN SHARE UPDATE EXCLUSIVE MODE;
	LOCK TABLE public."aba_search_term_default" IN ACCESS EXCLUSIVE MODE;
	DROP TABLE IF EXISTS pg_temp."aba_waiting";
	CREATE TEMP TABLE "aba_waiting" ON COMMIT DROP AS SELECT * FROM public."aba_search_term_default";
	TRUNCATE public."aba_search_term_default";
	PERFORM public."aba_report_partition"("report") FROM (
		SELECT "id" AS "report" FROM public."aba_report" WHERE "status" <> 'failed'
		UNION SELECT DISTINCT "report_id" FROM "aba_waiting"
	) "reports";
	INSERT INTO public."aba_search_term" SELECT * FROM "aba_waiting";
	GET DIAGNOSTICS "moved" = ROW_COUNT;
	RETURN "moved";
END $$;
--> statement-breakpoint
ALTER TABLE "aba_search_term" RENAME TO "aba_search_term_unpartitioned";--> statement-breakpoint
ALTER TABLE "aba_search_term_unpartitioned" DROP CONSTRAINT "aba_search_term_organisation_id_report_id_search_term_pk";--> statement-breakpoint
ALTER TABLE "aba_search_term_unpartitioned" DROP CONSTRAINT "aba_search_term_organisation_id_report_id_aba_report_organisation_id_id_fk";--> statement-breakpoint
DROP INDEX "aba_search_term_rank_idx";--> statement-breakpoint
CREATE TABLE "aba_search_term" (LIKE "aba_search_term_unpartitioned" INCLUDING DEFAULTS) PARTITION BY LIST ("report_id");--> statement-breakpoint
ALTER TABLE "aba_search_term" ADD CONSTRAINT "aba_search_term_organisation_id_report_id_search_term_pk" PRIMARY KEY ("organisation_id", "report_id", "search_term");--> statement-breakpoint
ALTER TABLE "aba_search_term" ADD CONSTRAINT "aba_search_term_organisation_id_report_id_aba_report_organisation_id_id_fk" FOREIGN KEY ("organisation_id", "report_id") REFERENCES "public"."aba_report"("organisation_id", "id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aba_search_term_rank_idx" ON "aba_search_term" USING btree ("organisation_id", "report_id", "search_frequency_rank");--> statement-breakpoint
CREATE TABLE "aba_search_term_default" PARTITION OF "aba_search_term" DEFAULT;--> statement-breakpoint
-- Empty partitions first, so that attaching one checks an empty default partition.
SELECT "aba_report_partition"("id") FROM "aba_report" WHERE "status" <> 'failed';--> statement-breakpoint
INSERT INTO "aba_search_term" SELECT * FROM "aba_search_term_unpartitioned";--> statement-breakpoint
DROP TABLE "aba_search_term_unpartitioned";
