ALTER TABLE "shop" ADD COLUMN "last_sync_failure" jsonb;--> statement-breakpoint
ALTER TABLE "negation" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "failure" jsonb;