ALTER TABLE "negation" ADD COLUMN "recommendation" text DEFAULT 'negate' NOT NULL;--> statement-breakpoint
ALTER TABLE "negation" ADD COLUMN "caution" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "negation_rule" ADD COLUMN "core_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "negation_rule" ADD COLUMN "core_term_factor" double precision DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "negation_rule" ADD COLUMN "trial_run" boolean DEFAULT true NOT NULL;