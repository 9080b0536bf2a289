// `npm test`: type check, lint, every Vitest project of the root config on PGlite, the server's integration suite again
// on PostgreSQL when one is reachable, then end-to-end in Chromium. Prints one closing summary with each step's time.
// The Vitest runs (and the servers and browsers they start) run on Node 24, the newest LTS line; the machine's own
// Node.js (20 on the development machine, the oldest line supported) starts the built server once (docs/testing.md).
//
// The end-to-end specs spend most of their time waiting for the demo to sync at Amazon's rates, so they run beside
// the two database passes (which run one after the other, on the live output) instead of after them; their output
// is printed when they finish.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nodeBinary } from './node-binary.mjs';
import { reachablePostgres } from './reachable-postgres.mjs';

const DEFAULT_TEST_NODE_MAJOR = 24;
const reportDir = mkdtempSync(join(tmpdir(), 'tw-test-report-'));
const totals = { passed: 0, failed: 0 };
const failedTests = [];
const failedSteps = [];
const stepTimes = [];

/** Runs one step; a `quiet` step's output is held back and printed in one piece when it ends. */
async function run(label, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${label} ===`);
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (quiet) console.log(`\n=== ${label} ===\n${output}`);
  stepTimes.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) failedSteps.push(label);
  return status === 0;
}

async function vitest(label, projectArgs, options = {}) {
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  await run(label, testNode, ['node_modules/vitest/vitest.mjs', 'run', ...projectArgs, ...reporters], {
    ...options,
    env: { PATH: `${dirname(testNode)}:${process.env.PATH}`, ...options.env },
  });
  if (!existsSync(report)) return;
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  for (const file of summary.testResults) {
    for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
      const reason = (test.failureMessages[0] ?? '').split('\n').slice(0, 4).join('\n    ');
      failedTests.push(
        `${label}: ${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}\n    ${reason}`,
      );
    }
  }
}

const started = Date.now();
await run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await run('lint', 'npm', ['run', 'lint', '--silent']);
// TEST_NODE_MAJOR picks another line for the suites, e.g. 20 to run them on the development machine's own.
const testNode = nodeBinary(Number(process.env.TEST_NODE_MAJOR ?? DEFAULT_TEST_NODE_MAJOR));

const postgresUrl = await reachablePostgres();
// The OpenAPI fuzz suite and the 50 MB rank upload run once: on PostgreSQL when one answers (support/one-pass.ts).
const onePassEngine = { ONE_PASS_ENGINE: postgresUrl ? 'postgres' : 'pglite' };
// These run the real server on its embedded database (or no database at all) whatever TEST_POSTGRES_URL says, so
// the PostgreSQL pass would only repeat the PGlite pass's run of them (the restart test alone takes 2.5 minutes).
const EMBEDDED_ONLY = ['test/restart.test.ts', 'test/shutdown.test.ts', 'test/report-download.test.ts'];

async function databasePasses() {
  await vitest('unit and API integration (PGlite)', [], { env: onePassEngine });
  if (!postgresUrl) {
    console.log(
      '\n=== API integration (PostgreSQL) ===\nno PostgreSQL reachable (set DATABASE_URL): skipped',
    );
    return;
  }
  const embeddedOnly = EMBEDDED_ONLY.flatMap((file) => ['--exclude', file]);
  await vitest('API integration (PostgreSQL)', ['--project', 'server', ...embeddedOnly], {
    env: { TEST_POSTGRES_URL: postgresUrl, ...onePassEngine },
  });
}

// Built before the passes start: the restart test's server serves apps/web/dist as it is, and the end-to-end specs
// run the built server, as `npm start` does.
const built = await run('build', 'npm', ['run', 'build', '--silent']);
if (built)
  await run(`built server on the machine's Node ${process.version}`, process.execPath, [
    'scripts/smoke-built-server.mjs',
  ]);
const endToEnd = built && existsSync('e2e/vitest.config.ts');
await Promise.all([
  databasePasses(),
  endToEnd && vitest('end-to-end (Chromium)', ['--config', 'e2e/vitest.config.ts'], { quiet: true }),
]);

// CI shows only the end of the output, so each failed test's name and first lines come last.
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.join('\n')}`);
console.log(failedSteps.length ? `\nfailed steps: ${failedSteps.join(', ')}` : '\nall steps green');
console.log(`times: ${stepTimes.join(', ')}; in all ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
