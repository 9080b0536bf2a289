// `npm run fuzz`: the big runs of what `npm test` runs bounded. The OpenAPI-generated fuzz suite with
// FUZZ_RUNS requests per route and kind (default 200: about 30,000 requests, 9,000 of them as a second
// organisation), issue 29's classes as properties (address notations, CSV guard), then the crash suite (kill -9 mid-apply and mid-sync) and the two-instance suite, on
// PostgreSQL when one answers (PGlite otherwise: the crash and two-instance suites then skip).
// FUZZ_SEED replays a run that fast-check reported.
import { spawnSync } from 'node:child_process';
import { reachablePostgres } from './reachable-postgres.mjs';

const postgresUrl = await reachablePostgres();
const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200',
  ...(postgresUrl ? { TEST_POSTGRES_URL: postgresUrl } : {}),
};
console.log(
  `fuzz: ${env.FUZZ_RUNS} runs per route and kind on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}` +
    (env.FUZZ_SEED ? `, seed ${env.FUZZ_SEED}` : ''),
);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    '--maxWorkers=1',
    'test/openapi-fuzz.test.ts',
    'test/hostile-classes.test.ts',
    'test/crash-apply.test.ts',
    'test/multi-instance.test.ts',
  ],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
