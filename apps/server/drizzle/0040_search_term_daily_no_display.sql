-- A targeting's SPEC display form was written on every report day and read from none: the screens show it from
-- the keyword or target. Two text columns less to parse and store per search-term row.
ALTER TABLE "search_term_daily" DROP COLUMN "display_type", DROP COLUMN "display_value";--> statement-breakpoint
ALTER TABLE "targeting_daily" DROP COLUMN "display_type", DROP COLUMN "display_value";
