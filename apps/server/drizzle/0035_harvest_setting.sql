CREATE TABLE "harvest_setting" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_name_pattern" text NOT NULL,
	"bid_factor" numeric(6, 3) NOT NULL,
	"min_bid" numeric(16, 4),
	"max_bid" numeric(16, 4),
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harvest_setting" ADD CONSTRAINT "harvest_setting_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_setting" ADD CONSTRAINT "harvest_setting_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;