import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS, waitForDemoNegations } from './support/demo-data';
import { e2eSuite, type E2eSuite } from './support/suite';

/** The demo shops' tracked keywords get their 90 days of ranks after the first sync. */
async function waitForRanks(suite: E2eSuite, token: string) {
  const deadline = Date.now() + 120_000;
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
      adminToken = (
        await api<{ token: string }>(started, '/v1/enter/login', '', {
          phone: '13800000002',
          password: 'demo_123456',
        })
      ).token;
      await waitForRanks(started, adminToken);
    },
    readyTimeoutMs: DEMO_DATA_MS + 240_000,
  },
);

type Counts = { duplicate: number; overlap: number; conflict: number; leak: number };

describe('duplicate keywords', () => {
  it('finds every kind on the demo shops; one click resolves a duplicate, gone after the next sync', async () => {
    const counts = await api<Counts>(suite, '/v1/keyword/group_counts', adminToken);
    expect(counts.duplicate).toBeGreaterThan(0);
    expect(counts.overlap).toBeGreaterThan(0);
    expect(counts.conflict).toBeGreaterThan(0);
    expect(counts.leak).toBeGreaterThan(0);

    const page = await suite.newPage();
    await page.goto('/login');
    await loginAs(page, 'admin');
    await navigateInApp(page, '/keyword-manage/duplicate-keywords');
    await page
      .getByRole('radio', { name: `重复关键词 (${counts.duplicate})` })
      .waitFor({ state: 'attached' });
    const row = page.locator('.tw-dup-page .ant-table-row').first();
    const text = (await row.locator('strong').first().textContent())!;
    const group = (
      await api<{ rows: { id: string; shopId: string; text: string }[] }>(
        suite,
        '/v1/keyword/group_list',
        adminToken,
        { kind: 'duplicate', text },
      )
    ).rows[0]!;
    await row.getByRole('button', { name: '暂停其他' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.locator('.ant-message-success').waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => page.locator('.ant-tag', { hasText: '已暂停' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'keyword-duplicates-paused');

    // The finding changes only with a sync: Amazon's state is read again, and the group is gone.
    await api(suite, '/v1/negOper/data_refresh', adminToken, { shopId: group.shopId });
    await expect
      .poll(
        async () =>
          (
            await api<{ rows: { id: string }[] }>(suite, '/v1/keyword/group_list', adminToken, {
              kind: 'duplicate',
            })
          ).rows.map((found) => found.id),
        { timeout: 360_000, interval: 3_000 },
      )
      .not.toContain(group.id);
    await page.reload();
    await page.locator('.tw-dup-page .ant-table').waitFor();
    await expect
      .poll(() => page.locator('.tw-dup-page .ant-table-row', { hasText: group.text }).count())
      .toBe(0);
    await page.context().close();
  }, 480_000);
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
    expect(await rows.first().locator('.tw-rank-spark').count()).toBe(1);

    await rows.first().getByRole('button', { name: 'Rank chart' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('canvas').first().waitFor();
    await expect
      .poll(() => dialog.locator('.tw-rank-chart').getAttribute('aria-label'))
      .toContain('Organic rank');
    await screenshot(page, 'keyword-rank-chart');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const withAds = rows.filter({ has: page.getByRole('button', { name: 'Search terms', disabled: false }) });
    await withAds.first().getByRole('button', { name: 'Search terms' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'keyword-rank-search-terms');
    await page.context().close();
  }, 120_000);
});
