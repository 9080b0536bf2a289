ALTER TABLE "negation" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "negation" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "negation_org_status_idx" ON "negation" USING btree ("organisation_id","status");