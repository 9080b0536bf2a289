import pLimit from 'p-limit';
import { SMALL_YOUNG_GENERATION } from '../thread-heap.ts';

/**
 * The heap of a worker thread that parses a report for COPY (the shop ingest's, the ABA load's). What it
 * holds at once is one read of the file and one COPY batch (~15 MB), but V8's default limits let a parse
 * leave ~90 MB of garbage before collecting it, and an idle worker keeps it: 70 MB of the server's resident
 * memory at a 1,000,000-row ingest, the difference to the 400 MB budget.
 */
export const PARSE_WORKER_HEAP = { maxOldGenerationSizeMb: 48, ...SMALL_YOUNG_GENERATION };

/**
 * Parse threads alive at once, across shop ingests and Brand Analytics loads. Each is a V8 heap of its own,
 * 30-40 MB resident: a demo start, three shops with three reports in flight each, ran nine at once and peaked
 * near 700 MB; two at once still took the first run past 450 MB. The embedded database takes the COPYs in
 * turn anyway, and a report parses at ~100,000 rows/s, so one thread keeps up with an agency's daily syncs.
 */
const PARSE_THREADS = 1;

/** Runs `work`, which keeps one parse thread busy until it settles, once a thread is free. */
export const withParseThread = pLimit(PARSE_THREADS);
