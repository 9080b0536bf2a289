import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS } from './support/demo-data';
import { e2eSuite, type E2eSuite } from './support/suite';

/**
 * Issue 13: the demo's Seller Central authorization imports its Brand Analytics weeks through the SP-API; a
 * seller filters them, opens a term's history, finds a rising term in the product radar and tracks it.
 */

const WEEKS = 5;
// antd spaces out a two-character Chinese button label.
const TRACK = /^追\s?踪$/;

interface AbaMarketplaces {
  marketplaces: { countryCode: string; periods: { reportPeriod: string }[] }[];
}

/** The demo queues its weeks a minute after its shops connect, one import at a time. */
async function waitForAbaWeeks(suite: E2eSuite) {
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  const deadline = Date.now() + DEMO_DATA_MS;
  while (Date.now() < deadline) {
    const { marketplaces } = await api<AbaMarketplaces>(suite, '/v1/aba/marketplaces', token);
    const weeks = marketplaces.map((one) => one.periods.filter((p) => p.reportPeriod === 'WEEK').length);
    if (marketplaces.length && weeks.every((count) => count >= WEEKS)) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error(`the demo's marketplaces did not get ${WEEKS} Brand Analytics weeks`);
}

const suite = e2eSuite(
  { DEMO_ABA_WEEKS: String(WEEKS) },
  { ready: waitForAbaWeeks, readyTimeoutMs: DEMO_DATA_MS },
);

describe('Brand Analytics from the SP-API, through the product radar to keyword rankings', () => {
  it(
    'filters the imported week, opens a history, finds a rising term and tracks it',
    { timeout: 180_000 },
    async () => {
      const page = await suite.newPage();
      await loginAs(page, 'admin');
      await navigateInApp(page, '/auto-product-selection/aba-search-terms');
      const termButtons = page.locator('.tw-aba-term');
      await termButtons.first().waitFor({ timeout: 30_000 });
      const word = (await termButtons.first().textContent())!.split(' ').at(-1)!;
      const include = page.getByPlaceholder('包含词（空格分隔）');
      await include.fill(word);
      await include.press('Enter');
      await expect
        .poll(async () => {
          const terms = await termButtons.allTextContents();
          return terms.length > 0 && terms.every((term) => term.split(' ').includes(word));
        })
        .toBe(true);
      await termButtons.first().click();
      const drawer = page.getByRole('dialog');
      await drawer.locator('canvas').first().waitFor();
      await page.keyboard.press('Escape');

      await navigateInApp(page, '/auto-product-selection/product-radar');
      // The ABA page stays mounted in its tab (keep-alive), so only the radar's own table is read.
      const rows = page.locator('.tw-radar-table .ant-table-row');
      await rows.first().waitFor({ timeout: 30_000 });
      const rising = rows.first();
      const term = (await rising.locator('.tw-aba-term').textContent())!;
      const asin = (await rising.locator('.tw-aba-top code').first().textContent())!;
      await screenshot(page, 'aba-radar-rising');
      await rising.getByRole('button', { name: TRACK }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('追踪哪个 ASIN 的排名').fill(asin);
      await dialog.getByRole('button', { name: TRACK }).click();
      await dialog.waitFor({ state: 'hidden' });

      await navigateInApp(page, '/keyword-manage/keyword-rankings');
      const keyword = page.locator('.tw-rank-page').getByPlaceholder('关键词', { exact: true });
      await keyword.fill(term);
      await keyword.press('Enter');
      const tracked = page.locator('.tw-rank-page .ant-table-row').filter({ hasText: asin });
      await expect.poll(() => tracked.filter({ has: page.getByText(term, { exact: true }) }).count()).toBe(1);
    },
  );
});
