import type { AbaImportView } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNorthpeak, endedWeek } from './support/aba.ts';
import { startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/** Issue 13 point 3: the newest week of every authorized marketplace, each day, without being asked. */

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;

const imports = async () =>
  (await server.call<{ rows: AbaImportView[] }>('/v1/aba/imports', {}, { token: admin })).body.data.rows;
/** The errors of import attempts that failed, so that a week left loading says why. */
const importErrors = async () =>
  (
    await server.database.db.execute<{ error: string }>(
      sql`select error from job where kind = 'aba.import' and error is not null`,
    )
  ).rows.map((row) => row.error);
const importJobs = async () =>
  (
    await server.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from job where kind = 'aba.import'`,
    )
  ).rows[0]!.count;

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ abaTermsPerMarketplace: 500 });
  server = await startTestServer({
    env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY, ABA_WEEKLY_IMPORT: 'on' },
  });
  admin = (await loginAs(server, DEMO.admin)).token;
  await connectNorthpeak(server, admin);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

describe('the daily newest-week import', { timeout: 60_000 }, () => {
  it('loads the newest ended week once, and leaves it alone on the next round', async () => {
    // Starting the runner runs the daily round at once, as after a night with no instance running.
    server.app.jobRunner.start();
    const weeks = async () => (await imports()).map((row) => [row.startDate, row.status]);
    const loaded = async () => ({ weeks: await weeks(), failedAttempts: await importErrors() });
    await expect
      .poll(loaded, { timeout: 30_000 })
      .toEqual({ weeks: [[endedWeek(0), 'ready']], failedAttempts: [] });
    expect(await importJobs()).toBe(1);
    await server.app.jobRunner.stop();
    server.app.jobRunner.start();
    // The round queues at once when it queues at all; a second import would be a second job.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await importJobs()).toBe(1);
    expect(await weeks()).toEqual([[endedWeek(0), 'ready']]);
  });
});
