CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_group" (
	"shop_id" uuid NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"default_bid" numeric(16, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_group_shop_id_ad_group_id_pk" PRIMARY KEY("shop_id","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "advertised_product_daily" (
	"shop_id" uuid NOT NULL,
	"date" date NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"asin" text NOT NULL,
	"sku" text NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"cost" numeric(16, 4) NOT NULL,
	"purchases_7d" bigint NOT NULL,
	"sales_7d" numeric(16, 4) NOT NULL,
	"units_sold_7d" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertised_product_daily_shop_id_date_ad_id_pk" PRIMARY KEY("shop_id","date","ad_id")
);
--> statement-breakpoint
CREATE TABLE "amazon_grant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"mode" text NOT NULL,
	"refresh_token_cipher" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign" (
	"shop_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"targeting_type" text NOT NULL,
	"daily_budget" numeric(16, 4),
	"start_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_shop_id_campaign_id_pk" PRIMARY KEY("shop_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "keyword" (
	"shop_id" uuid NOT NULL,
	"keyword_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"keyword_text" text NOT NULL,
	"match_type" text NOT NULL,
	"state" text NOT NULL,
	"bid" numeric(16, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_shop_id_keyword_id_pk" PRIMARY KEY("shop_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "negative_keyword" (
	"shop_id" uuid NOT NULL,
	"negative_keyword_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text,
	"keyword_text" text NOT NULL,
	"match_type" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negative_keyword_shop_id_negative_keyword_id_pk" PRIMARY KEY("shop_id","negative_keyword_id")
);
--> statement-breakpoint
CREATE TABLE "negative_target" (
	"shop_id" uuid NOT NULL,
	"negative_target_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text,
	"asin" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negative_target_shop_id_negative_target_id_pk" PRIMARY KEY("shop_id","negative_target_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"shop_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"sku" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"price" numeric(16, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_shop_id_asin_pk" PRIMARY KEY("shop_id","asin")
);
--> statement-breakpoint
CREATE TABLE "product_ad" (
	"shop_id" uuid NOT NULL,
	"ad_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"asin" text NOT NULL,
	"sku" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ad_shop_id_ad_id_pk" PRIMARY KEY("shop_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "search_term_daily" (
	"shop_id" uuid NOT NULL,
	"date" date NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"targeting_id" text NOT NULL,
	"match_type" text NOT NULL,
	"targeting" text NOT NULL,
	"display_type" text NOT NULL,
	"display_value" text NOT NULL,
	"search_term" text NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"cost" numeric(16, 4) NOT NULL,
	"purchases_1d" bigint NOT NULL,
	"purchases_7d" bigint NOT NULL,
	"sales_1d" numeric(16, 4) NOT NULL,
	"sales_7d" numeric(16, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_term_daily_shop_id_date_ad_group_id_targeting_id_search_term_pk" PRIMARY KEY("shop_id","date","ad_group_id","targeting_id","search_term")
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"region" text NOT NULL,
	"currency_code" text NOT NULL,
	"timezone" text NOT NULL,
	"account_type" text NOT NULL,
	"sync_status" text DEFAULT 'active' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target" (
	"shop_id" uuid NOT NULL,
	"target_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"expression_type" text NOT NULL,
	"expression" text NOT NULL,
	"display_type" text NOT NULL,
	"display_value" text NOT NULL,
	"state" text NOT NULL,
	"bid" numeric(16, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "target_shop_id_target_id_pk" PRIMARY KEY("shop_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "targeting_daily" (
	"shop_id" uuid NOT NULL,
	"date" date NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"targeting_id" text NOT NULL,
	"targeting" text NOT NULL,
	"match_type" text NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"cost" numeric(16, 4) NOT NULL,
	"purchases_7d" bigint NOT NULL,
	"sales_7d" numeric(16, 4) NOT NULL,
	"top_of_search_impression_share" numeric(16, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targeting_daily_shop_id_date_ad_group_id_targeting_id_pk" PRIMARY KEY("shop_id","date","ad_group_id","targeting_id")
);
--> statement-breakpoint
CREATE TABLE "negation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"rule_id" uuid,
	"unique_sign" text NOT NULL,
	"asin" text NOT NULL,
	"search_term" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text,
	"level" text NOT NULL,
	"match_type" text NOT NULL,
	"flag" integer NOT NULL,
	"status" text NOT NULL,
	"trigger_metrics" jsonb NOT NULL,
	"amazon_id" text,
	"failure_reason" text,
	"negated_on" text,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negation_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"scope" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"lookback_days" integer NOT NULL,
	"skip_recent_days" integer DEFAULT 2 NOT NULL,
	"attribution_days" integer DEFAULT 7 NOT NULL,
	"cpc_target" numeric(16, 4),
	"acos_target" numeric(16, 4),
	"flag" integer NOT NULL,
	"match_type" text NOT NULL,
	"level" text NOT NULL,
	"protected_terms" text[] NOT NULL,
	"schedule_hours" integer DEFAULT 24 NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"checkpoint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"shop_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"result" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filter" (
	"user_id" uuid NOT NULL,
	"page" text NOT NULL,
	"kind" text NOT NULL,
	"filter" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_session_id_user_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_group" ADD CONSTRAINT "ad_group_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertised_product_daily" ADD CONSTRAINT "advertised_product_daily_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_grant" ADD CONSTRAINT "amazon_grant_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword" ADD CONSTRAINT "keyword_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_keyword" ADD CONSTRAINT "negative_keyword_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_target" ADD CONSTRAINT "negative_target_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ad" ADD CONSTRAINT "product_ad_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_daily" ADD CONSTRAINT "search_term_daily_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_grant_id_amazon_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."amazon_grant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target" ADD CONSTRAINT "target_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targeting_daily" ADD CONSTRAINT "targeting_daily_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negation" ADD CONSTRAINT "negation_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negation" ADD CONSTRAINT "negation_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negation_rule" ADD CONSTRAINT "negation_rule_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_phone_key" ON "app_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "auth_attempt_bucket_idx" ON "auth_attempt" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_key" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("phone","scene","created_at");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advertised_product_daily_asin_idx" ON "advertised_product_daily" USING btree ("shop_id","asin","date");--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_grant_account_key" ON "amazon_grant" USING btree ("organisation_id","account_id","mode");--> statement-breakpoint
CREATE INDEX "product_ad_group_idx" ON "product_ad" USING btree ("shop_id","ad_group_id");--> statement-breakpoint
CREATE INDEX "search_term_daily_term_idx" ON "search_term_daily" USING btree ("shop_id","search_term","date");--> statement-breakpoint
CREATE INDEX "search_term_daily_ad_group_idx" ON "search_term_daily" USING btree ("shop_id","ad_group_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_profile_key" ON "shop" USING btree ("organisation_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "negation_unique_sign_key" ON "negation" USING btree ("organisation_id","unique_sign");--> statement-breakpoint
CREATE INDEX "negation_asin_idx" ON "negation" USING btree ("shop_id","asin","status");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("state","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "job_active_key" ON "job" USING btree ("dedupe_key") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "operation_log_org_idx" ON "operation_log" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filter_key" ON "saved_filter" USING btree ("user_id","page","kind");