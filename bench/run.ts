// `npm run bench [-- --quick] [-- --only <file name part>] [-- --write-docs]`: runs every `bench/*.bench.ts`
// in name order and prints each figure on one line beside its target; misses say MISSED. `--write-docs` puts
// the figures of a whole (not quick, not --only) run into docs/performance.md. `--scale` runs bench/scale.ts
// alone (up to half an hour, never in CI); with `--write-docs`, into its own section. See bench/README.md.
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { reachablePostgres } from '../scripts/reachable-postgres.mjs';
import { createContext, formatFigure, type BenchFile, type Figure } from './support/harness.ts';
import { writeFiguresToDocs } from './support/write-docs.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    'write-docs': { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
  },
});
if (args.scale && (args.quick || args.only)) {
  console.error('--scale runs bench/scale.ts alone: leave out --quick and --only');
  process.exit(2);
}
if (args['write-docs'] && (args.quick || args.only)) {
  console.error('--write-docs writes the figures of a whole run: leave out --quick and --only');
  process.exit(2);
}

const benchDir = new URL('./', import.meta.url);
const files = args.scale
  ? ['scale.ts']
  : readdirSync(benchDir)
      .filter((name) => name.endsWith('.bench.ts'))
      .filter((name) => !args.only || args.only.some((part) => name.includes(part)))
      .sort();

const postgresUrl = await reachablePostgres();
const { ctx, cleanup, cleanupRun } = createContext(args.quick, postgresUrl);
const started = new Date();
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
const seconds = Math.round((Date.now() - started.getTime()) / 1000);
const missed = all.filter((one) => !one.met);
console.log(
  `${all.length} figures, ${missed.length} MISSED${failed.length ? `, ${failed.length} bench files FAILED (${failed.join(', ')})` : ''}; ${seconds} s`,
);
for (const one of missed) console.log(`  MISSED: ${one.name}`);
if (args['write-docs']) {
  await writeFiguresToDocs(
    {
      figures: all,
      failed,
      startedAt: started,
      seconds,
      postgres: Boolean(postgresUrl),
    },
    args.scale ? 'scale' : 'figures',
  );
  console.log('figures written to docs/performance.md');
}
process.exit(failed.length ? 1 : 0);
