-- A delivery keeps a receiver's status and a named platform's result code, never the words of its answer:
-- a webhook's answer could be another service's page, read through the server.
ALTER TABLE "report_delivery" DROP COLUMN "answer";--> statement-breakpoint
ALTER TABLE "report_delivery" ADD COLUMN "platform_code" integer;
