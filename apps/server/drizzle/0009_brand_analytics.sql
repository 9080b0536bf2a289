CREATE TABLE "aba_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"report_period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'loading' NOT NULL,
	"source" text NOT NULL,
	"departments" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "aba_search_term" (
	"report_id" uuid NOT NULL,
	"search_term" text NOT NULL,
	"department" text NOT NULL,
	"search_frequency_rank" integer NOT NULL,
	"word_count" smallint NOT NULL,
	"asin1" text,
	"title1" text,
	"click_share1" real,
	"conversion_share1" real,
	"asin2" text,
	"title2" text,
	"click_share2" real,
	"conversion_share2" real,
	"asin3" text,
	"title3" text,
	"click_share3" real,
	"conversion_share3" real,
	"click_share_top3" real NOT NULL,
	"conversion_share_top3" real NOT NULL,
	CONSTRAINT "aba_search_term_report_id_search_term_pk" PRIMARY KEY("report_id","search_term")
);
--> statement-breakpoint
ALTER TABLE "aba_report" ADD CONSTRAINT "aba_report_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aba_search_term" ADD CONSTRAINT "aba_search_term_report_id_aba_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."aba_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aba_report_ready_key" ON "aba_report" USING btree ("organisation_id","marketplace_id","report_period","start_date") WHERE status = 'ready';--> statement-breakpoint
CREATE INDEX "aba_search_term_rank_idx" ON "aba_search_term" USING btree ("report_id","search_frequency_rank");