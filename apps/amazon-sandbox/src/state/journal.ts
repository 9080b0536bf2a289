import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the sandbox must remember across restarts. The world itself is made again from its seed and its
 * first "today"; everything clients changed since is replayed from the journal in the order it happened,
 * so ids drawn for new entities come out the same.
 */

/** A write through the Ads API: the same call replayed on the same world gives the same result. */
export interface WorldWrite {
  kind: 'write';
  profileId: number;
  resource: string;
  op: 'create' | 'update' | 'delete';
  items: unknown[];
  at: string;
}

/** Demo history: negatives moved back to the day they are said to have been created (`/__sandbox/backdate`). */
export interface NegativesBackdated {
  kind: 'backdate';
  profileId: number;
  entityIds: string[];
  date: string;
}

/** A refresh or access token LWA issued, with the grant behind it. */
export interface TokenIssued {
  kind: 'refreshToken' | 'accessToken';
  token: string;
  /** Login with Amazon's region that issued it; NA in journals written before regions. */
  region?: 'NA' | 'EU' | 'FE';
  clientId: string;
  sellerId: string;
  scope: string;
  /** Access tokens only: epoch ms. */
  expiresAt?: number;
}

export type JournalEntry = WorldWrite | NegativesBackdated | TokenIssued;

export interface SandboxJournal {
  /** When the world was first made: fixes its history, so a restart shows the same past. */
  readonly createdAt: Date;
  readonly seed: number;
  entries(): JournalEntry[];
  record(entry: JournalEntry): void;
}

/** In memory: gone with the process (tests, `npm run sandbox` without a state directory). */
export function memoryJournal(seed: number, createdAt: Date): SandboxJournal {
  const entries: JournalEntry[] = [];
  return { createdAt, seed, entries: () => entries, record: (entry) => void entries.push(entry) };
}

/**
 * In a directory: `world.json` (seed and first "today") and `journal.jsonl`, one entry a line, appended
 * synchronously before the answer goes out. A line cut short by a crash is skipped on the next start.
 */
export function directoryJournal(directory: string, seed: number, now: Date): SandboxJournal {
  mkdirSync(directory, { recursive: true });
  const worldFile = join(directory, 'world.json');
  const journalFile = join(directory, 'journal.jsonl');
  if (!existsSync(worldFile))
    writeFileSync(worldFile, JSON.stringify({ seed, createdAt: now.toISOString() }));
  const world = JSON.parse(readFileSync(worldFile, 'utf8')) as { seed: number; createdAt: string };
  const text = existsSync(journalFile) ? readFileSync(journalFile, 'utf8') : '';
  // A line cut short must not swallow the next entry.
  if (text !== '' && !text.endsWith('\n')) appendFileSync(journalFile, '\n');
  const entries = readEntries(text);
  return {
    createdAt: new Date(world.createdAt),
    seed: world.seed,
    entries: () => entries,
    record(entry) {
      entries.push(entry);
      appendFileSync(journalFile, `${JSON.stringify(entry)}\n`);
    },
  };
}

function readEntries(text: string): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch {
      // The last line of a process that died mid-write: that call never answered, so it never happened.
    }
  }
  return entries;
}
