// How `npm start` runs the built server, for everything else that starts it the same way (the smoke check,
// the end-to-end suite, the benches). Run as a script, it prints the Node flags for the database that
// DATABASE_URL (from the environment, else from `.env`, as the server reads it) chooses: package.json's start
// script puts them on node's command line, and a test holds the two together.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// With the embedded database the server is sized for a small machine first (docs/operations.md, "Memory"):
// - `--max-semi-space-size=2`: V8 grows the main thread's young generation to 16 MB per semi-space (~30 MB
//   resident) for allocation throughput; at 2 MB a server at rest holds ~28 MB less, and a scavenge of 2 MB
//   takes well under a millisecond.
// - `--max-old-space-size=512`: V8 scales how far a heap may grow past its live data before the next full
//   collection with the heap's limit, from 1.3 times near 256 MB to 4 times from 2 GB up; Node's default limit
//   on a big machine let the demo's first run peak at 439 MB, this one at 373. Every thread without a limit of
//   its own takes it too. `--optimize-for-size` held memory as low but made every full collection a
//   compacting one: user-info's p99 at 50 connections was twice as long.
export const EMBEDDED_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--max-old-space-size=512',
];

// On PostgreSQL the data lives in the database's own server and this process stays near 100-170 MB; a 2 MB
// young generation alone took its report ingest from 85,000-105,000 rows/s to 66,000.
export const POSTGRES_NODE_FLAGS = ['--enable-source-maps'];

export const serverNodeFlags = (env) => (env.DATABASE_URL ? POSTGRES_NODE_FLAGS : EMBEDDED_NODE_FLAGS);

/** node's arguments for the built server, started with `env`. */
export const builtServerArgs = (env) => [...serverNodeFlags(env), 'apps/server/dist/main.mjs'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  console.log(serverNodeFlags(process.env).join(' '));
}
