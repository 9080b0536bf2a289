ALTER TABLE "negation" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "negation" ADD COLUMN "proposed_by_name" text;