import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Cron } from 'croner';
import type pg from 'pg';
import { writeBackup, type BackupSecrets } from './backup.ts';

export interface BackupSchedule {
  /** A cron pattern read in UTC. */
  schedule: string;
  dir: string;
  /** How many of the newest scheduled backups stay; older ones are deleted. */
  keep: number;
}

const PREFIX = 'termwise-';
const SUFFIX = '.backup.gz';

/** `termwise-2026-11-29T03-00-00Z.backup.gz`: sorts by time, and no character a file system refuses. */
export const backupFileName = (at: Date) =>
  `${PREFIX}${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${SUFFIX}`;

function scheduledBackups(dir: string): { file: string; writtenAt: number }[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .map((name) => ({ file: join(dir, name), writtenAt: statSync(join(dir, name)).mtimeMs }));
}

/**
 * The recurring task's body. The job runner also fires it at start to catch up, so it writes only when a
 * scheduled time has passed since the newest backup: a restart does not add one, and a fresh install waits
 * for its first scheduled time instead of copying the demo while it loads.
 */
export async function runScheduledBackup(
  pool: pg.Pool,
  secrets: BackupSecrets,
  { schedule, dir, keep }: BackupSchedule,
  startedAt: Date,
  now = new Date(),
): Promise<string | undefined> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A second ahead, so that the tick that fires at 03:00:00 counts 03:00:00 itself as passed.
  const due = new Cron(schedule, { timezone: 'UTC' }).previousRuns(1, new Date(now.getTime() + 1000))[0];
  const newest = scheduledBackups(dir).at(-1);
  const since = newest ? new Date(newest.writtenAt) : startedAt;
  if (!due || due <= since) return undefined;
  const file = join(dir, backupFileName(now));
  await writeBackup(pool, file, secrets);
  for (const old of scheduledBackups(dir).slice(0, -keep)) rmSync(old.file, { force: true });
  return file;
}
