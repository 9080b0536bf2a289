import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of threads that do background work; the HTTP thread and the database stay at 0. */
const BACKGROUND_NICENESS = 10;

/**
 * Gives the calling thread a lower CPU priority, so that on a busy machine a seller's requests get a core
 * before a report is parsed. Linux keeps a nice value per thread and names the calling thread's id in
 * /proc/thread-self; elsewhere the thread keeps its priority. Raising niceness needs no privilege and is
 * not undone: the thread does background work for the rest of its life.
 */
export function runThisThreadInBackground(): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, BACKGROUND_NICENESS);
    return true;
  } catch {
    return false;
  }
}
