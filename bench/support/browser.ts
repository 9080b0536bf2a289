// Chromium (through playwright-core) for the bench's page figures, and the web build it measures.
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Builds the web app as `npm start` does, into `outDir`, so the bench measures today's code. */
export function buildWebApp(outDir: string): void {
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error('building apps/web failed');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
