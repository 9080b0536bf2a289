/** How often rows being applied are touched; recovery only takes over rows left untouched far longer. */
const HEARTBEAT_MS = 5_000;

/**
 * Runs `work` while touching its rows every few seconds, so they stay visibly owned while Amazon answers
 * and no recovery takes them over meanwhile. A failed touch is left to the next one.
 */
export async function keepingRowsOwned<T>(touch: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => void touch().catch(() => undefined), HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
