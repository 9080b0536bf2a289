import type { ConsentUrl, JobProgress, ShopList } from '@termwise/contracts';
import { consentInSandbox, followCallback } from './amazon.ts';
import { shopToday } from '../../src/shop-calendar.ts';
import type { TestServer } from './test-server.ts';

/**
 * Connects sandbox account B (Northpeak, DE) through Login with Amazon's EU consent and, with
 * `sellerCentral`, its Seller Central (SP-API) authorization too. Its shops are paused: these suites are
 * about Brand Analytics, and paused shops have no daily ad sync.
 */
export async function connectNorthpeak(server: TestServer, token: string, { sellerCentral = true } = {}) {
  const consent = await server.call<ConsentUrl>('/v1/shop/authorize', { region: 'EU' }, { token });
  await followCallback(await consentInSandbox(consent.body.data.url, 1));
  const list = await server.call<ShopList>('/v1/shop/list', {}, { token });
  const account = list.body.data.accounts[0]!;
  if (sellerCentral) {
    const { grantId } = account;
    const spConsent = await server.call<ConsentUrl>('/v1/shop/sp_authorize', { grantId }, { token });
    await followCallback(await consentInSandbox(spConsent.body.data.url, 1, 'confirm'));
  }
  for (const shop of account.shops) await server.call('/v1/shop/pause', { shopId: shop.shopId }, { token });
}

/**
 * Sunday of the week `back` weeks before the newest one that has ended in Germany, the marketplace these
 * tests import (the server decides by the marketplace's own calendar: Berlin's week ends before UTC's).
 */
export function endedWeek(back: number): string {
  const today = new Date(`${shopToday('Europe/Berlin')}T00:00:00Z`);
  const sunday = new Date(today.getTime() - (today.getUTCDay() + 7 * (back + 1)) * 86_400_000);
  return sunday.toISOString().slice(0, 10);
}

/** The job's progress once it has succeeded or failed. */
export async function waitForJob(server: TestServer, token: string, jobId: string): Promise<JobProgress> {
  for (;;) {
    const { body } = await server.call<JobProgress>('/v1/negOper/job_progress', { jobId }, { token });
    if (body.data.state === 'succeeded' || body.data.state === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
