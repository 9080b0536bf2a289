// `npm run bench [-- --quick] [-- --only <file name part>]`: runs every `bench/*.bench.ts` in name order
// and prints each figure on one line beside its target; misses say MISSED. See bench/README.md.
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { reachablePostgres } from '../scripts/reachable-postgres.mjs';
import { createContext, formatFigure, type BenchFile, type Figure } from './support/harness.ts';

const { values: args } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
});

const benchDir = new URL('./', import.meta.url);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !args.only || args.only.some((part) => name.includes(part)))
  .sort();

const postgresUrl = await reachablePostgres();
const { ctx, cleanup, cleanupRun } = createContext(args.quick, postgresUrl);
const started = Date.now();
console.log(
  `Termwise bench${args.quick ? ' (quick)' : ''}: ${files.length} files; PostgreSQL ${postgresUrl ? 'reachable' : 'not reachable: its figures are not measured'}\n`,
);

const all: Figure[] = [];
const failed: string[] = [];
for (const file of files) {
  const bench = (await import(new URL(file, benchDir).href)) as BenchFile;
  const fileStarted = Date.now();
  console.log(`## ${bench.title} (${file})`);
  try {
    for (const result of await bench.run(ctx)) {
      all.push(result);
      console.log(formatFigure(result));
    }
  } catch (error) {
    failed.push(file);
    console.log(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    cleanup();
  }
  console.log(`(${file}: ${((Date.now() - fileStarted) / 1000).toFixed(0)} s)\n`);
}

cleanupRun();
const missed = all.filter((one) => !one.met);
console.log(
  `${all.length} figures, ${missed.length} MISSED${failed.length ? `, ${failed.length} bench files FAILED (${failed.join(', ')})` : ''}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
for (const one of missed) console.log(`  MISSED: ${one.name}`);
process.exit(failed.length ? 1 : 0);
