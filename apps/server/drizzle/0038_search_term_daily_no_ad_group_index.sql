-- Storing a report filled this index in random order: about a third of a search-term row's COPY cost on
-- PostgreSQL. An ad group's rows over a window are read through the primary key (shop, date, ad group, ...)
-- instead, as a campaign's or a keyword's already were.
DROP INDEX "search_term_daily_ad_group_idx";