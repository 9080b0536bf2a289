// `npm test`: type check, lint, every Vitest project of the root config on PGlite, the server's integration suite again
// on PostgreSQL when one is reachable, then end-to-end in Chromium. Prints one closing summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reachablePostgres } from './reachable-postgres.mjs';

const reportDir = mkdtempSync(join(tmpdir(), 'tw-test-report-'));
const totals = { passed: 0, failed: 0 };
let failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

function vitest(label, projectArgs, env = {}) {
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) return;
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
}

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npx', ['eslint', '.']);

const postgresUrl = await reachablePostgres();
// These run the real server on its embedded database (or no database at all) whatever TEST_POSTGRES_URL says, so
// the PostgreSQL pass would only repeat the PGlite pass's run of them (the restart test alone takes 2.5 minutes).
const EMBEDDED_ONLY = ['test/restart.test.ts', 'test/shutdown.test.ts', 'test/report-download.test.ts'];
// The OpenAPI fuzz suite runs once: on PostgreSQL when one answers (its world syncs faster there).
const fuzzEngine = { FUZZ_ENGINE: postgresUrl ? 'postgres' : 'pglite' };

vitest('unit and API integration (PGlite)', [], fuzzEngine);

if (postgresUrl) {
  const embeddedOnly = EMBEDDED_ONLY.flatMap((file) => ['--exclude', file]);
  vitest('API integration (PostgreSQL)', ['--project', 'server', ...embeddedOnly], {
    TEST_POSTGRES_URL: postgresUrl,
    ...fuzzEngine,
  });
} else {
  console.log('\n=== API integration (PostgreSQL) ===\nno PostgreSQL reachable (set DATABASE_URL): skipped');
}

if (existsSync('e2e/vitest.config.ts')) {
  if (run('build web', 'npm', ['run', 'build', '--silent'])) {
    vitest('end-to-end (Chromium)', ['--config', 'e2e/vitest.config.ts']);
  }
}

console.log(failedSteps.length ? `\nfailed steps: ${failedSteps.join(', ')}` : '\nall steps green');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
