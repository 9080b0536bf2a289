CREATE TABLE "report_bot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"webhook_url_cipher" text NOT NULL,
	"secret_cipher" text,
	"security" text DEFAULT 'none' NOT NULL,
	"keyword" text,
	"shop_ids" text[] DEFAULT '{}' NOT NULL,
	"metrics" text[] NOT NULL,
	"language" text NOT NULL,
	"send_time" text NOT NULL,
	"timezone" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"report_date" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"http_status" integer,
	"answer" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_bot" ADD CONSTRAINT "report_bot_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery" ADD CONSTRAINT "report_delivery_bot_id_report_bot_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."report_bot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_bot_org_idx" ON "report_bot" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_delivery_daily_key" ON "report_delivery" USING btree ("bot_id","report_date") WHERE kind = 'daily';--> statement-breakpoint
CREATE INDEX "report_delivery_bot_idx" ON "report_delivery" USING btree ("bot_id","created_at");