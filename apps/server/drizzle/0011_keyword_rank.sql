CREATE TABLE "keyword_rank" (
	"shop_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"keyword" text NOT NULL,
	"date" date NOT NULL,
	"organic_rank" integer,
	"sponsored_rank" integer,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_rank_shop_id_asin_keyword_date_pk" PRIMARY KEY("shop_id","asin","keyword","date")
);
--> statement-breakpoint
CREATE TABLE "tracked_keyword" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keyword_rank" ADD CONSTRAINT "keyword_rank_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keyword" ADD CONSTRAINT "tracked_keyword_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keyword" ADD CONSTRAINT "tracked_keyword_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_rank_date_idx" ON "keyword_rank" USING btree ("shop_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keyword_unique" ON "tracked_keyword" USING btree ("shop_id","asin","keyword");