// `npm run build -w apps/server`: the server as JavaScript for Node 20.19 and later, so production runs no
// TypeScript compiler (docs/operations.md, "Running the built server"). One bundle per entry point and per
// worker thread, all directly in apps/server/dist/ with the names the source gives their workers
// (`new URL('./load-worker.mjs', import.meta.url)` then finds the bundle beside the entry point) and at the
// depth of apps/server/src/paths.ts, which finds the migrations and the web build from either place.
// npm packages stay imports; the workspace packages, published as TypeScript source, are bundled in. The old
// files are overwritten, not removed first: a running server starts its workers from them (`npm run admin`
// builds too).
import { build } from 'esbuild';

const server = new URL('../apps/server/', import.meta.url).pathname;
const outdir = `${server}dist`;

const entryPoints = {
  main: 'src/main.ts',
  admin: 'src/cli/admin.ts',
  worker: 'src/sandbox/worker.ts',
  'load-worker': 'src/modules/brand-analytics/load-worker.ts',
  'ingest-worker': 'src/modules/shop/sync/ingest-worker.ts',
  'pglite-worker': 'src/db/pglite-worker.mjs',
  'pglite-create': 'src/db/pglite-create.mjs',
};

/** Bare imports stay imports (resolved in node_modules at run time), except the workspace's own packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@termwise/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: server,
  entryPoints: Object.entries(entryPoints).map(([out, entry]) => ({ in: entry, out })),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
