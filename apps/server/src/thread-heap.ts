/**
 * The young generation of every worker thread's heap. V8 sizes it for throughput (up to 48 MB on 64-bit
 * machines, per thread), and a thread keeps what it grew to: the simulated Amazon's thread, building report
 * files, held ~60 MB of it, a tenth of a demo start's resident memory. 8 MB costs more frequent scavenges,
 * which these threads (the database, parsing, the sandbox) barely notice.
 */
export const SMALL_YOUNG_GENERATION = { maxYoungGenerationSizeMb: 8 };
