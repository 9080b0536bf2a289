// A worker thread that calls runThisThreadInBackground and reports its own nice value and its parent's.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runThisThreadInBackground } = await import('../../src/jobs/background-thread.ts');

// Field 19 of a thread's stat line is its nice value; the command name before it may hold spaces.
const niceOf = (statPath) => Number(readFileSync(statPath, 'utf8').split(') ')[1].split(' ')[16]);
const lowered = runThisThreadInBackground();
parentPort.postMessage({
  lowered,
  own: niceOf('/proc/thread-self/stat'),
  process: niceOf(`/proc/${process.pid}/stat`),
});
