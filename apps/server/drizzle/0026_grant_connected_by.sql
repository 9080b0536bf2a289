ALTER TABLE "amazon_authorization" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "amazon_grant" ADD COLUMN "connected_by_name" text;