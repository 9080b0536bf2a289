-- An automatic rule's trial run is per shop: a shop that enters its scope later (another account, a new
-- shop) gets proposals first, not negations. Shops in scope when a rule last ran have had theirs.
CREATE TABLE "negation_rule_trial" (
	"rule_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"trialled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negation_rule_trial_rule_id_shop_id_pk" PRIMARY KEY("rule_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "negation_rule_trial" ADD CONSTRAINT "negation_rule_trial_rule_id_negation_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."negation_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negation_rule_trial" ADD CONSTRAINT "negation_rule_trial_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "negation_rule_trial" ("rule_id", "shop_id", "trialled_at")
SELECT r."id", s."id", r."last_run_at"
FROM "negation_rule" r JOIN "shop" s ON s."organisation_id" = r."organisation_id"
WHERE NOT r."trial_run" AND r."last_run_at" IS NOT NULL AND s."created_at" <= r."last_run_at"
  AND (jsonb_array_length(r."scope"->'shopIds') = 0 OR r."scope"->'shopIds' ? s."id"::text);
