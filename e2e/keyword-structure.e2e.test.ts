import { describe, expect, it } from 'vitest';
import type { KeywordGroup, RankedKeyword } from '@termwise/contracts';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS, waitForDemoNegations } from './support/demo-data';
import { e2eSuite, type E2eSuite } from './support/suite';

const login = async (suite: E2eSuite) =>
  (
    await api<{ token: string }>(suite, '/v1/enter/login', '', {
      phone: '13800000002',
      password: 'demo_123456',
    })
  ).token;

/** The demo shops' tracked keywords get their 90 days of ranks with the first sync's rank pull. */
async function waitForRanks(suite: E2eSuite, token: string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const { total } = await api<{ total: number }>(suite, '/v1/rank/list', token);
    if (total > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo shops got no ranked keywords');
}

let adminToken = '';
const suite = e2eSuite(
  {},
  {
    ready: async (started) => {
      await waitForDemoNegations(started);
      adminToken = await login(started);
      await waitForRanks(started, adminToken);
      // Specs share the demo server: a filter another run of this page left behind would narrow the list.
      for (const path of ['/v1/common/cur_filter', '/v1/common/def_filter']) {
        await api(started, path, adminToken, { page: 'keyword-manage_duplicate-keywords', filter: null });
      }
    },
    readyTimeoutMs: DEMO_DATA_MS + 300_000,
  },
);

const duplicates = async () =>
  (
    await api<{ rows: KeywordGroup[] }>(suite, '/v1/keyword/group_list', adminToken, {
      kind: 'duplicate',
      pageSize: 100,
    })
  ).rows;

const pausable = (group: KeywordGroup) =>
  group.occurrences.some(
    (o) => o.role === 'keyword' && !o.keeper && o.state.toUpperCase() === 'ENABLED' && !o.action,
  );

describe('duplicate keywords', () => {
  it('finds every kind on the demo shops; one click resolves a duplicate, gone after the next sync', async () => {
    const counts = await api<Record<'duplicate' | 'overlap' | 'conflict' | 'leak', number>>(
      suite,
      '/v1/keyword/group_counts',
      adminToken,
    );
    expect(counts.duplicate).toBeGreaterThan(0);
    expect(counts.overlap).toBeGreaterThan(0);
    expect(counts.conflict).toBeGreaterThan(0);
    expect(counts.leak).toBeGreaterThan(0);
    const group = (await duplicates()).find(pausable);
    if (!group) throw new Error('no demo duplicate group with an enabled keyword to pause');

    const page = await suite.newPage();
    await page.goto('/login');
    await loginAs(page, 'admin');
    await navigateInApp(page, '/keyword-manage/duplicate-keywords');
    await page.getByRole('radio', { name: /^重复关键词 \(\d+\)$/ }).waitFor({ state: 'attached' });
    // The same planted text may compete in every demo shop: the row is the group's text in the group's shop.
    const row = page
      .locator('.tw-dup-page .ant-table-row')
      .filter({ hasText: group.text })
      .filter({ hasText: group.shopName });
    await row.getByRole('button', { name: '暂停其他' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    // Recorded before the Amazon call, applied when Amazon answers: wait for the answer, not for a toast.
    await expect
      .poll(
        async () =>
          (await duplicates())
            .find((found) => found.id === group.id)
            ?.occurrences.filter((o) => o.action?.kind === 'pause')
            .map((o) => o.action?.status),
        { timeout: 60_000, interval: 1_000 },
      )
      .toContain('applied');
    await row.locator('.ant-table-row-expand-icon').click();
    await page.locator('.ant-table-expanded-row').first().waitFor();
    await screenshot(page, 'keyword-duplicates-paused');

    // The finding changes only with a sync: Amazon's state is read again, and the group is gone.
    await api(suite, '/v1/negOper/data_refresh', adminToken, { shopId: group.shopId });
    await expect
      .poll(async () => (await duplicates()).map((found) => found.id), { timeout: 420_000, interval: 3_000 })
      .not.toContain(group.id);
    await page.reload();
    await page.getByRole('radio', { name: /^重复关键词 \(\d+\)$/ }).waitFor({ state: 'attached' });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    await page.context().close();
    // Specs after this one share the demo: leave it with no sync or rule run of that refresh still going.
    await waitForDemoNegations(suite);
  }, 540_000);
});

describe('keyword rankings', () => {
  it('opens the rank chart of a keyword and the search terms it matched, in English too', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => localStorage.setItem('SOY_lang', JSON.stringify('en-US')));
    await page.goto('/login');
    await loginAs(page, 'admin');
    await navigateInApp(page, '/keyword-manage/keyword-rankings');
    const rows = page.locator('.tw-rank-page .ant-table-row');
    await rows.first().waitFor();
    await expect.poll(() => rows.first().locator('svg.tw-sparkline').count()).toBe(1);

    await rows.first().getByRole('button', { name: 'Rank chart' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.locator('.tw-rank-chart').getAttribute('aria-label'), { timeout: 30_000 })
      .toContain('Organic rank');
    await screenshot(page, 'keyword-rank-chart');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A keyword whose ads got clicks in the last 30 days matched search terms in that window.
    const ranked = await api<{ rows: RankedKeyword[] }>(suite, '/v1/rank/list', adminToken, {});
    const clicked = ranked.rows.find((keyword) => keyword.ads.clicks > 0);
    if (!clicked) throw new Error('no tracked demo keyword with clicked ads on the first page');
    const row = rows
      .filter({ has: page.getByText(clicked.keyword, { exact: true }) })
      .filter({ hasText: clicked.shopName })
      .first();
    await row.getByRole('button', { name: 'Search terms' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Matched search terms' });
    await drawer.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'keyword-rank-search-terms');
    await page.context().close();
  }, 120_000);
});
