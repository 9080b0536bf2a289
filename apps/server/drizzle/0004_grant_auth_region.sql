ALTER TABLE "amazon_authorization" ADD COLUMN "auth_region" text DEFAULT 'NA' NOT NULL;--> statement-breakpoint
ALTER TABLE "amazon_grant" ADD COLUMN "auth_region" text DEFAULT 'NA' NOT NULL;