CREATE TABLE "shop_data_version" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_day_performance" (
	"shop_id" uuid NOT NULL,
	"date" date NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"cost" numeric(16, 4) NOT NULL,
	"orders" bigint NOT NULL,
	"sales" numeric(16, 4) NOT NULL,
	CONSTRAINT "shop_day_performance_shop_id_date_pk" PRIMARY KEY("shop_id","date")
);
--> statement-breakpoint
ALTER TABLE "report_delivery" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "shop_data_version" ADD CONSTRAINT "shop_data_version_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_day_performance" ADD CONSTRAINT "shop_day_performance_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Recomputes the shop days a statement on search_term_daily touched, from the table as it now stands,
-- and moves those shops' data version on (what the board's cached figures are keyed by).
CREATE FUNCTION "refresh_shop_day_performance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "shop_day_performance" ("shop_id", "date", "impressions", "clicks", "cost", "orders", "sales")
	SELECT s."shop_id", s."date", sum(s."impressions"), sum(s."clicks"), sum(s."cost"), sum(s."purchases_7d"), sum(s."sales_7d")
	FROM "search_term_daily" s
	JOIN (SELECT DISTINCT "shop_id", "date" FROM "changed") d ON d."shop_id" = s."shop_id" AND d."date" = s."date"
	GROUP BY s."shop_id", s."date"
	ON CONFLICT ("shop_id", "date") DO UPDATE SET "impressions" = excluded."impressions", "clicks" = excluded."clicks",
		"cost" = excluded."cost", "orders" = excluded."orders", "sales" = excluded."sales";
	DELETE FROM "shop_day_performance" p
	USING (SELECT DISTINCT "shop_id", "date" FROM "changed") d
	WHERE p."shop_id" = d."shop_id" AND p."date" = d."date"
		AND NOT EXISTS (SELECT 1 FROM "search_term_daily" s WHERE s."shop_id" = p."shop_id" AND s."date" = p."date");
	INSERT INTO "shop_data_version" ("shop_id", "version")
	SELECT DISTINCT "shop_id", 1 FROM "changed" WHERE EXISTS (SELECT 1 FROM "shop" WHERE "shop"."id" = "changed"."shop_id")
	ON CONFLICT ("shop_id") DO UPDATE SET "version" = "shop_data_version"."version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_term_daily_inserted" AFTER INSERT ON "search_term_daily"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_shop_day_performance"();
--> statement-breakpoint
CREATE TRIGGER "search_term_daily_updated" AFTER UPDATE ON "search_term_daily"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_shop_day_performance"();
--> statement-breakpoint
CREATE TRIGGER "search_term_daily_deleted" AFTER DELETE ON "search_term_daily"
	REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_shop_day_performance"();
--> statement-breakpoint
INSERT INTO "shop_day_performance" ("shop_id", "date", "impressions", "clicks", "cost", "orders", "sales")
SELECT "shop_id", "date", sum("impressions"), sum("clicks"), sum("cost"), sum("purchases_7d"), sum("sales_7d")
FROM "search_term_daily" GROUP BY "shop_id", "date";
