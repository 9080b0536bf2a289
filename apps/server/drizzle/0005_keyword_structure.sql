CREATE TABLE "keyword_action" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"occurrence_id" text NOT NULL,
	"kind" text NOT NULL,
	"keyword_id" text,
	"campaign_id" text NOT NULL,
	"ad_group_id" text,
	"text" text NOT NULL,
	"asin" text NOT NULL,
	"status" text NOT NULL,
	"previous_state" text,
	"negation_id" uuid,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_group" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"match_type" text NOT NULL,
	"asins" text[] NOT NULL,
	"occurrences" integer NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_group_member" (
	"group_id" text NOT NULL,
	"occurrence_id" text NOT NULL,
	"role" text NOT NULL,
	"keyword_id" text,
	"target_id" text,
	"campaign_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"ad_group_id" text,
	"ad_group_name" text,
	"asins" text[] NOT NULL,
	"text" text NOT NULL,
	"match_type" text NOT NULL,
	"state" text NOT NULL,
	"bid" numeric(16, 4),
	"metrics" jsonb NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "keyword_group_member_group_id_occurrence_id_pk" PRIMARY KEY("group_id","occurrence_id")
);
--> statement-breakpoint
CREATE TABLE "keyword_group_window" (
	"group_id" text NOT NULL,
	"window_days" integer NOT NULL,
	"cost" double precision NOT NULL,
	"orders" double precision NOT NULL,
	CONSTRAINT "keyword_group_window_group_id_window_days_pk" PRIMARY KEY("group_id","window_days")
);
--> statement-breakpoint
ALTER TABLE "keyword_action" ADD CONSTRAINT "keyword_action_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_action" ADD CONSTRAINT "keyword_action_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_group" ADD CONSTRAINT "keyword_group_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_group" ADD CONSTRAINT "keyword_group_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_group_member" ADD CONSTRAINT "keyword_group_member_group_id_keyword_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."keyword_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_group_window" ADD CONSTRAINT "keyword_group_window_group_id_keyword_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."keyword_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_action_group_idx" ON "keyword_action" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_action_live_key" ON "keyword_action" USING btree ("shop_id","kind","occurrence_id") WHERE status in ('applying', 'applied');--> statement-breakpoint
CREATE INDEX "keyword_group_shop_idx" ON "keyword_group" USING btree ("shop_id","kind");