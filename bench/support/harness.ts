// The bench harness's interface. A bench file is `bench/<name>.bench.ts`; it exports `title` and
// `run(ctx)`, and returns its figures. The harness prints one line per figure with its target and marks
// every miss; see bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Target {
  /** `>=`: the value must reach it (throughput); `<=`: it must stay under it (time, size). */
  op: '>=' | '<=';
  value: number;
}

export interface Figure {
  name: string;
  /** `null` when the figure could not be measured; `note` then says why, and it counts as a miss. */
  value: number | null;
  unit: string;
  /** Omitted for figures printed for context only (they are never a miss). */
  target?: Target;
  met: boolean;
  /** Extra context printed after the figure (p50/p95, errors, database). */
  note?: string;
}

export interface BenchContext {
  /** `--quick`: shorter runs and smaller data, the whole bench under 3 minutes. */
  quick: boolean;
  /** A PostgreSQL server URL when one answers (DATABASE_URL, else the local test server), or undefined. */
  postgresUrl: string | undefined;
  /** A fresh temp directory, removed once the bench file that asked for it ends. */
  tempDir(prefix: string): string;
  /** A temp directory for the whole run (what several files share), removed when the run ends. */
  runDir(prefix: string): string;
  /** A progress line (stderr), so the figure lines stay easy to read. */
  log(message: string): void;
}

export interface BenchFile {
  title: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

export function figure(
  name: string,
  value: number | null,
  unit: string,
  target?: Target,
  note?: string,
): Figure {
  const met =
    value !== null && (!target || (target.op === '>=' ? value >= target.value : value <= target.value));
  return { name, value, unit, target, met, note };
}

export const atLeast = (value: number): Target => ({ op: '>=', value });
export const atMost = (value: number): Target => ({ op: '<=', value });

export function createContext(quick: boolean, postgresUrl: string | undefined) {
  const dirs: string[] = [];
  const runDirs: string[] = [];
  const made = (list: string[], prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), `tw-bench-${prefix}-`));
    list.push(dir);
    return dir;
  };
  const remove = (list: string[]) =>
    list.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  const ctx: BenchContext = {
    quick,
    postgresUrl,
    tempDir: (prefix) => made(dirs, prefix),
    runDir: (prefix) => made(runDirs, prefix),
    log: (message) => process.stderr.write(`  .. ${message}\n`),
  };
  return { ctx, cleanup: () => remove(dirs), cleanupRun: () => remove(runDirs) };
}

export function formatFigure(result: Figure): string {
  const shown = result.value === null ? 'not measured' : `${formatNumber(result.value)} ${result.unit}`;
  const target = result.target
    ? `target ${result.target.op} ${formatNumber(result.target.value)} ${result.unit}`
    : 'no target';
  const verdict = !result.target && result.value !== null ? '' : result.met ? 'ok' : 'MISSED';
  const note = result.note ? `  (${result.note})` : '';
  return `${result.name.padEnd(58)} ${shown.padStart(16)}   ${target.padEnd(26)} ${verdict.padEnd(6)}${note}`;
}

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 });
}
