// Run from source: worker threads do not inherit the parent's `--import tsx` hooks, so this entry registers
// them first. The build bundles load-worker.ts as this file's name instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./load-worker.ts');
