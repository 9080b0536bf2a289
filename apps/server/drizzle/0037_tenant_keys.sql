-- Tenant keys (docs/citus.md): each tenant table's primary key, unique indexes and indexes carry the column it would
-- be distributed by, shop_id for a shop's rows and organisation_id for an organisation's. Child tables that had no
-- tenant column take their parent's, filled from the parent before it becomes NOT NULL, so no row is lost.
ALTER TABLE "negation_rule_trial" DROP CONSTRAINT "negation_rule_trial_rule_id_negation_rule_id_fk";--> statement-breakpoint
ALTER TABLE "report_delivery" DROP CONSTRAINT "report_delivery_bot_id_report_bot_id_fk";--> statement-breakpoint
ALTER TABLE "keyword_group_member" DROP CONSTRAINT "keyword_group_member_group_id_keyword_group_id_fk";--> statement-breakpoint
ALTER TABLE "keyword_group_window" DROP CONSTRAINT "keyword_group_window_group_id_keyword_group_id_fk";--> statement-breakpoint
ALTER TABLE "aba_search_term" DROP CONSTRAINT "aba_search_term_report_id_aba_report_id_fk";--> statement-breakpoint
ALTER TABLE "negation_rule_trial" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
UPDATE "negation_rule_trial" t SET "organisation_id" = r."organisation_id" FROM "negation_rule" r WHERE r."id" = t."rule_id";--> statement-breakpoint
ALTER TABLE "negation_rule_trial" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_delivery" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
UPDATE "report_delivery" d SET "organisation_id" = b."organisation_id" FROM "report_bot" b WHERE b."id" = d."bot_id";--> statement-breakpoint
ALTER TABLE "report_delivery" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_group_member" ADD COLUMN "shop_id" uuid;--> statement-breakpoint
UPDATE "keyword_group_member" m SET "shop_id" = g."shop_id" FROM "keyword_group" g WHERE g."id" = m."group_id";--> statement-breakpoint
ALTER TABLE "keyword_group_member" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_group_window" ADD COLUMN "shop_id" uuid;--> statement-breakpoint
UPDATE "keyword_group_window" w SET "shop_id" = g."shop_id" FROM "keyword_group" g WHERE g."id" = w."group_id";--> statement-breakpoint
ALTER TABLE "keyword_group_window" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aba_search_term" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
UPDATE "aba_search_term" t SET "organisation_id" = r."organisation_id" FROM "aba_report" r WHERE r."id" = t."report_id";--> statement-breakpoint
ALTER TABLE "aba_search_term" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "negation" DROP CONSTRAINT "negation_pkey";--> statement-breakpoint
ALTER TABLE "negation" ADD CONSTRAINT "negation_shop_id_id_pk" PRIMARY KEY("shop_id","id");--> statement-breakpoint
ALTER TABLE "negation_rule" DROP CONSTRAINT "negation_rule_pkey";--> statement-breakpoint
ALTER TABLE "negation_rule" ADD CONSTRAINT "negation_rule_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "negation_rule_trial" DROP CONSTRAINT "negation_rule_trial_rule_id_shop_id_pk";--> statement-breakpoint
ALTER TABLE "negation_rule_trial" ADD CONSTRAINT "negation_rule_trial_organisation_id_rule_id_shop_id_pk" PRIMARY KEY("organisation_id","rule_id","shop_id");--> statement-breakpoint
ALTER TABLE "operation_log" DROP CONSTRAINT "operation_log_pkey";--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "report_bot" DROP CONSTRAINT "report_bot_pkey";--> statement-breakpoint
ALTER TABLE "report_bot" ADD CONSTRAINT "report_bot_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "report_delivery" DROP CONSTRAINT "report_delivery_pkey";--> statement-breakpoint
ALTER TABLE "report_delivery" ADD CONSTRAINT "report_delivery_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "keyword_action" DROP CONSTRAINT "keyword_action_pkey";--> statement-breakpoint
ALTER TABLE "keyword_action" ADD CONSTRAINT "keyword_action_shop_id_id_pk" PRIMARY KEY("shop_id","id");--> statement-breakpoint
ALTER TABLE "keyword_group" DROP CONSTRAINT "keyword_group_pkey";--> statement-breakpoint
ALTER TABLE "keyword_group" ADD CONSTRAINT "keyword_group_shop_id_id_pk" PRIMARY KEY("shop_id","id");--> statement-breakpoint
ALTER TABLE "keyword_group_member" DROP CONSTRAINT "keyword_group_member_group_id_occurrence_id_pk";--> statement-breakpoint
ALTER TABLE "keyword_group_member" ADD CONSTRAINT "keyword_group_member_shop_id_group_id_occurrence_id_pk" PRIMARY KEY("shop_id","group_id","occurrence_id");--> statement-breakpoint
ALTER TABLE "keyword_group_window" DROP CONSTRAINT "keyword_group_window_group_id_window_days_pk";--> statement-breakpoint
ALTER TABLE "keyword_group_window" ADD CONSTRAINT "keyword_group_window_shop_id_group_id_window_days_pk" PRIMARY KEY("shop_id","group_id","window_days");--> statement-breakpoint
ALTER TABLE "tracked_keyword" DROP CONSTRAINT "tracked_keyword_pkey";--> statement-breakpoint
ALTER TABLE "tracked_keyword" ADD CONSTRAINT "tracked_keyword_shop_id_id_pk" PRIMARY KEY("shop_id","id");--> statement-breakpoint
ALTER TABLE "aba_report" DROP CONSTRAINT "aba_report_pkey";--> statement-breakpoint
ALTER TABLE "aba_report" ADD CONSTRAINT "aba_report_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "aba_search_term" DROP CONSTRAINT "aba_search_term_report_id_search_term_pk";--> statement-breakpoint
ALTER TABLE "aba_search_term" ADD CONSTRAINT "aba_search_term_organisation_id_report_id_search_term_pk" PRIMARY KEY("organisation_id","report_id","search_term");--> statement-breakpoint
ALTER TABLE "harvest" DROP CONSTRAINT "harvest_pkey";--> statement-breakpoint
ALTER TABLE "harvest" ADD CONSTRAINT "harvest_shop_id_id_pk" PRIMARY KEY("shop_id","id");--> statement-breakpoint
ALTER TABLE "negation_rule_trial" ADD CONSTRAINT "negation_rule_trial_organisation_id_rule_id_negation_rule_organisation_id_id_fk" FOREIGN KEY ("organisation_id","rule_id") REFERENCES "public"."negation_rule"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery" ADD CONSTRAINT "report_delivery_organisation_id_bot_id_report_bot_organisation_id_id_fk" FOREIGN KEY ("organisation_id","bot_id") REFERENCES "public"."report_bot"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_group_member" ADD CONSTRAINT "keyword_group_member_shop_id_group_id_keyword_group_shop_id_id_fk" FOREIGN KEY ("shop_id","group_id") REFERENCES "public"."keyword_group"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_group_window" ADD CONSTRAINT "keyword_group_window_shop_id_group_id_keyword_group_shop_id_id_fk" FOREIGN KEY ("shop_id","group_id") REFERENCES "public"."keyword_group"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aba_search_term" ADD CONSTRAINT "aba_search_term_organisation_id_report_id_aba_report_organisation_id_id_fk" FOREIGN KEY ("organisation_id","report_id") REFERENCES "public"."aba_report"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "negation_org_status_idx";--> statement-breakpoint
CREATE INDEX "negation_shop_status_idx" ON "negation" USING btree ("shop_id","status");--> statement-breakpoint
DROP INDEX "harvest_org_status_idx";--> statement-breakpoint
CREATE INDEX "harvest_shop_status_idx" ON "harvest" USING btree ("shop_id","status","created_at");--> statement-breakpoint
DROP INDEX "report_bot_org_idx";--> statement-breakpoint
DROP INDEX "negation_unique_sign_key";--> statement-breakpoint
CREATE UNIQUE INDEX "negation_unique_sign_key" ON "negation" USING btree ("shop_id","unique_sign");--> statement-breakpoint
DROP INDEX "report_delivery_daily_key";--> statement-breakpoint
CREATE UNIQUE INDEX "report_delivery_daily_key" ON "report_delivery" USING btree ("organisation_id","bot_id","report_date") WHERE kind = 'daily';--> statement-breakpoint
DROP INDEX "report_delivery_bot_idx";--> statement-breakpoint
CREATE INDEX "report_delivery_bot_idx" ON "report_delivery" USING btree ("organisation_id","bot_id","created_at");--> statement-breakpoint
DROP INDEX "keyword_action_group_idx";--> statement-breakpoint
CREATE INDEX "keyword_action_group_idx" ON "keyword_action" USING btree ("shop_id","group_id");--> statement-breakpoint
DROP INDEX "aba_search_term_rank_idx";--> statement-breakpoint
CREATE INDEX "aba_search_term_rank_idx" ON "aba_search_term" USING btree ("organisation_id","report_id","search_frequency_rank");
