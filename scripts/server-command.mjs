// How `npm start` runs the built server, for everything else that starts it the same way (the smoke check,
// the end-to-end suite, the benches). package.json's start script spells the same flags; a test holds the two
// together.
//
// The server is sized for a small machine first (docs/operations.md, "Memory"):
// - `--max-semi-space-size=2`: V8 grows the main thread's young generation to 16 MB per semi-space (~30 MB
//   resident) for allocation throughput; at 2 MB a server at rest holds ~28 MB less, and a scavenge of 2 MB
//   takes well under a millisecond.
// - `--optimize-for-size`: V8 grows heaps less eagerly before collecting; it took the main thread's heap at a
//   demo start from ~95 to ~50 MB and the start's peak by ~60 MB, for some speed in hot code.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2', '--optimize-for-size'];

export const BUILT_SERVER_ARGS = [...SERVER_NODE_FLAGS, 'apps/server/dist/main.mjs'];
