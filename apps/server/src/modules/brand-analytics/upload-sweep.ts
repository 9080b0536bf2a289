import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobQueue } from '../../jobs/queue.ts';
import { abaImportJob } from './import-job.ts';

/** An upload written to in the last minutes may be another instance's request still arriving. */
const IN_FLIGHT_MS = 10 * 60_000;

/**
 * Removes the uploaded CSV files no queued or running import owns: left by a crash between the upload and
 * its job, or by an import that ended without removing its file. Answers how many went.
 */
export async function sweepOrphanUploads(uploadDir: string, queue: JobQueue, now = Date.now()) {
  const names = await readdir(uploadDir).catch(() => [] as string[]);
  if (!names.length) return 0;
  const owned = new Set((await queue.activePayloads(abaImportJob)).map((payload) => payload.csvFile));
  let removed = 0;
  for (const name of names) {
    const path = join(uploadDir, name);
    if (owned.has(path)) continue;
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < IN_FLIGHT_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
