DROP TABLE "auth_attempt" CASCADE;--> statement-breakpoint
ALTER TABLE "sms_code" DROP COLUMN "failed_attempts";