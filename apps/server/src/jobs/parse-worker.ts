/**
 * The heap of a worker thread that parses a report for COPY (the shop ingest's, the ABA load's). What it
 * holds at once is one read of the file and one COPY batch (~15 MB), but V8's default limits let a parse
 * leave ~90 MB of garbage before collecting it, and an idle worker keeps it: 70 MB of the server's resident
 * memory at a 1,000,000-row ingest, the difference to the 400 MB budget.
 */
export const PARSE_WORKER_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };
