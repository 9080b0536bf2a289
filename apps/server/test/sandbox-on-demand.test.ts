import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startSandboxOnDemand } from '../src/sandbox/start.ts';
import { until } from './support/server-process.ts';

const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-on-demand-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

it('starts the simulated Amazon on the first request, stops it when idle, and starts it again', async () => {
  const sandbox = await startSandboxOnDemand(
    { sandboxPort: 0, sandboxStateDir: stateDir, sandboxThrottle: false },
    300,
  );
  try {
    expect(sandbox.running()).toBe(false);
    const posted = await fetch(`${sandbox.url}/webhooks/slack/services/demo-slack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ text: 'posted before the idle stop' }),
    });
    expect(posted.status).toBe(200);
    expect(sandbox.running()).toBe(true);
    expect(await until(() => (sandbox.running() ? undefined : true), 15_000)).toBe(true);

    const read = await fetch(`${sandbox.url}/webhooks/messages`, { headers: { connection: 'close' } });
    const { messages } = (await read.json()) as { messages: { text: string }[] };
    expect(messages.map((message) => message.text)).toEqual(['posted before the idle stop']);
  } finally {
    await sandbox.stop();
  }
  expect(sandbox.running()).toBe(false);
}, 30_000);
