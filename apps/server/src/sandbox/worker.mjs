// Worker threads do not inherit the parent's `--import tsx` hooks, so this entry registers them first.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
