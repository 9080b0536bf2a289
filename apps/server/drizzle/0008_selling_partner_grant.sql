ALTER TABLE "amazon_authorization" ADD COLUMN "kind" text DEFAULT 'ads' NOT NULL;--> statement-breakpoint
ALTER TABLE "amazon_grant" ADD COLUMN "selling_partner_token_cipher" text;--> statement-breakpoint
ALTER TABLE "amazon_grant" ADD COLUMN "selling_partner_authorized_at" timestamp with time zone;