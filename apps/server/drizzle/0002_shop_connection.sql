CREATE TABLE "amazon_authorization" (
	"state" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"grant_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "sync_job_id" uuid;--> statement-breakpoint
ALTER TABLE "targeting_daily" ADD COLUMN "display_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "targeting_daily" ADD COLUMN "display_value" text NOT NULL;--> statement-breakpoint
ALTER TABLE "amazon_authorization" ADD CONSTRAINT "amazon_authorization_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;