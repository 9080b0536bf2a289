CREATE TABLE "harvest" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"sku" text,
	"search_term" text NOT NULL,
	"kind" text NOT NULL,
	"source" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"lookback_days" integer NOT NULL,
	"bid" numeric(16, 4) NOT NULL,
	"bid_source" text NOT NULL,
	"suggested_bid" numeric(16, 4),
	"status" text NOT NULL,
	"campaign_id" text,
	"ad_group_id" text,
	"ad_id" text,
	"keyword_id" text,
	"negation_id" uuid,
	"failure_reason" text,
	"failure" jsonb,
	"harvested_on" text,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harvest" ADD CONSTRAINT "harvest_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest" ADD CONSTRAINT "harvest_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "harvest_term_key" ON "harvest" USING btree ("shop_id","asin","search_term");--> statement-breakpoint
CREATE INDEX "harvest_org_status_idx" ON "harvest" USING btree ("organisation_id","status","created_at");