import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adsClient,
  isoDay,
  REPORT_MEDIA_TYPE,
  searchTermReport,
  START,
  startAuthorizedSandbox,
  startSandbox,
} from './helpers.ts';

describe('how long the sandbox has been idle, and what a restart keeps', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-idle-'));
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  it('is not idle while a client awaits a report, built or not, and counts from the last request after it', async () => {
    const { sandbox, accessToken } = await startAuthorizedSandbox({ reportDelayMs: 300 });
    try {
      const shop = sandbox.world.accounts[0]!.shops[0]!;
      const client = adsClient(sandbox.baseUrl, accessToken, shop.profileId);
      const body = searchTermReport(isoDay(START, -9), isoDay(START, -3));
      const created = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, body);
      const reportId = created.body.reportId as string;
      const status = async () =>
        (await client.call('GET', `/reporting/reports/${reportId}`, REPORT_MEDIA_TYPE)).body;
      let report = await status();
      while (report.status !== 'COMPLETED') {
        expect(sandbox.idleForMs()).toBe(0);
        await sleep(50);
        report = await status();
      }
      // Built, but the client has not downloaded it yet.
      await sleep(300);
      expect(sandbox.idleForMs()).toBe(0);

      await (await fetch(report.url as string)).arrayBuffer();
      await sleep(300);
      expect(sandbox.idleForMs()).toBeGreaterThanOrEqual(250);
    } finally {
      await sandbox.close();
    }
  });

  it("keeps the chat receivers' messages in its state directory", async () => {
    const first = await startSandbox({ stateDir });
    const posted = await fetch(`${first.baseUrl}/webhooks/slack/services/demo-slack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'daily report: 3 search terms negated' }),
    });
    expect(posted.status).toBe(200);
    await first.close();

    const again = await startSandbox({ stateDir });
    try {
      const { messages } = (await (await fetch(`${again.baseUrl}/webhooks/messages`)).json()) as {
        messages: { platform: string; text: string }[];
      };
      expect(messages).toEqual([
        expect.objectContaining({ platform: 'slack', text: 'daily report: 3 search terms negated' }),
      ]);
    } finally {
      await again.close();
    }
  });
});
