import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { DemoLastSequencer } from './support/sequencer.ts';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    // A page on a machine busy with both database passes answers later than expect.poll's one-second default.
    expect: { poll: { timeout: 15_000 } },
    // A spec's server and browser start in its beforeAll (see START_MS in support/server.ts).
    hookTimeout: 300_000,
    fileParallelism: false,
    globalSetup: ['e2e/support/global-setup.ts'],
    sequence: { sequencer: DemoLastSequencer },
  },
});
