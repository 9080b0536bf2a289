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
// - `--optimize-for-size`: V8 grows heaps less eagerly before collecting; without it the demo's first run
//   peaked at 439 MB instead of 367-370.
export const EMBEDDED_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2', '--optimize-for-size'];

// On PostgreSQL the data lives in the database's own server and this process stays near 100-170 MB; the two
// flags above halve its report ingest (50,000 rows/s against 85,000-105,000) and its API throughput.
export const POSTGRES_NODE_FLAGS = ['--enable-source-maps'];

export const serverNodeFlags = (env) => (env.DATABASE_URL ? POSTGRES_NODE_FLAGS : EMBEDDED_NODE_FLAGS);

/** node's arguments for the built server, started with `env`. */
export const builtServerArgs = (env) => [...serverNodeFlags(env), 'apps/server/dist/main.mjs'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  console.log(serverNodeFlags(process.env).join(' '));
}
