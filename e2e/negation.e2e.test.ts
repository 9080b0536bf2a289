import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS, forgetNegativeKeywordFilters, waitForDemoNegations } from './support/demo-data';
import { inviteOperator, registerInvited, signIn } from './support/members';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({}, { ready: waitForDemoNegations, readyTimeoutMs: DEMO_DATA_MS + 120_000 });

async function openHome(): Promise<Page> {
  await forgetNegativeKeywordFilters(suite);
  const page = await suite.newPage();
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.locator('.tw-neg-page .ant-table-row').first().waitFor();
  return page;
}

/** Lists pending terms, opens ASINs until a pending negation shows, and confirms it. */
async function confirmOnePending(page: Page) {
  await page.locator('.tw-neg-filter__status').first().click();
  const pendingList = page.waitForResponse((response) => response.url().endsWith('/v1/negLog/list'));
  await page.locator('.ant-select-dropdown:visible').getByText('待确认', { exact: true }).click();
  // Rows counted while the list reloads would be none: count once the filtered list has drawn.
  await pendingList;
  await expect.poll(() => page.locator('.tw-neg-page .ant-spin-spinning').count()).toBe(0);
  await page.locator('.tw-neg-page .ant-table-row').first().waitFor();
  // A review of the seller's own keyword is not a negation: confirming it sends nothing, and it stays listed.
  // Some ASINs wait only on reviews, so ASINs open one by one until a pending negation shows.
  const confirmable = page
    .locator('.tw-neg-terms .ant-table-row')
    .filter({ hasText: '待确认' })
    .filter({ hasNotText: /建议降低出价|建议暂停关键词/ });
  const asinExpanders = page.locator('.tw-neg-page .ant-table-row-expand-icon');
  for (let index = 0; (await confirmable.count()) === 0; index++) {
    expect(index).toBeLessThan(await asinExpanders.count());
    await asinExpanders.nth(index).click();
    await page.locator('.tw-neg-terms').nth(index).locator('.ant-table-row').first().waitFor();
  }
  const pending = confirmable.first();
  const term = (await pending.locator('td').first().innerText()).trim();
  // The same term can be pending in another ad group too; only the confirmed row leaves the list.
  const rowsOfTerm = page
    .locator('.tw-neg-terms .ant-table-row')
    .filter({ has: page.getByText(term, { exact: true }) });
  const rowsBefore = await rowsOfTerm.count();
  await pending.getByRole('button', { name: '确认' }).click();
  await page
    .locator('.ant-message')
    .getByText(/已处理 1 条|未处理/)
    .waitFor();
  return { term, rowsOfTerm, rowsBefore };
}

/** Products the bell reports negations of that went live lately (flag 1), as the demo admin sees them. */
async function recentlyNegatedProducts(): Promise<number> {
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  const { notification } = await api<{ notification: { flag: number }[] }>(
    suite,
    '/v1/negLog/notification',
    token,
  );
  return notification.filter((item) => item.flag === 1).length;
}

describe('negative keywords', () => {
  it('shows the KPIs and confirms a pending negation', async () => {
    const page = await openHome();
    await page.locator('.tw-neg-kpi').getByText('待确认').waitFor();
    await screenshot(page, 'neg-e2e-home');

    const { rowsOfTerm, rowsBefore } = await confirmOnePending(page);
    await screenshot(page, 'neg-e2e-confirmed');

    // The list shows pending terms only: the confirmed one leaves it once the log is fetched again.
    await expect.poll(() => rowsOfTerm.count(), { timeout: 15_000 }).toBe(rowsBefore - 1);
    await page.context().close();
  });

  it('says what "run rules now" will do and starts nothing until asked', async () => {
    const page = await openHome();
    await page.locator('.tw-neg-filter__shop').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    const started: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/negOper/neg_processing')) started.push(request.url());
    });
    await page.getByRole('button', { name: /立即运行规则/ }).click();
    const question = page.locator('.ant-modal-confirm').filter({ hasText: '现在运行这个店铺的规则？' });
    await question.locator('.tw-run-ask').waitFor();
    await expect
      .poll(() => question.innerText())
      .toMatch(/个搜索词会立即在亚马逊上否定[\s\S]*个搜索词提交人工确认|没有新的搜索词需要处理/);
    await screenshot(page, 'neg-e2e-run-ask');
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'detached' });
    expect(started).toEqual([]);
    await page.context().close();
  });

  it('backtests the probability rule against the fixed-count rule over 90 days, per shop', async () => {
    const page = await openHome();
    await navigateInApp(page, '/system-settings/business-config');
    const row = page.locator('.ant-table-row').filter({ hasText: '达到 ACOS 30% 的概率低于 10%' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const drawer = page.locator('.ant-drawer');
    const asked = page.waitForResponse((response) => response.url().endsWith('/v1/negRule/backtest'));
    await drawer.getByRole('button', { name: /回\s*测/ }).click();
    const answer = (await (await asked).json()) as {
      data: { shops: { shopName: string; termsNegated: number }[]; total: number };
    };
    const shops = answer.data.shops;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.reduce((sum, shop) => sum + shop.termsNegated, 0)).toBe(answer.data.total);
    for (const shop of shops) {
      const name = shop.shopName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const terms = shop.termsNegated.toLocaleString('zh-CN');
      await drawer
        .getByText(new RegExp(`^${name}：若过去 90 天按此运行，会否定 ${terms} 个词，节省 .+有风险$`))
        .waitFor();
    }
    await drawer.getByLabel('对比规则').click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText('有点击无订单：30 天内点击 ≥ 15 且无订单')
      .click();
    const comparison = drawer.locator('.tw-rule-backtest .ant-table').first();
    await comparison.getByRole('columnheader', { name: '有点击无订单：30 天内点击 ≥ 15 且无订单' }).waitFor();
    await expect.poll(() => comparison.locator('.ant-table-row').count()).toBe(shops.length);
    await expect
      .poll(() => comparison.locator('.ant-table-row').first().innerText())
      .toMatch(/否定 \d+ 个词[\s\S]*否定 \d+ 个词/);
    await screenshot(page, 'neg-e2e-backtest');
    await page.context().close();
    // Three 90-day replays, two at once: ~5 s each alone, up to 20 s each in CI beside both database passes
    // (42 s of the default 60 once). Their speed is the bench's to measure (docs/performance.md), not this test's.
  }, 150_000);

  it('opens the keyword log from the bell and the comparison chart from it', async () => {
    const page = await openHome();
    // The bell's "view" is for negations gone live in the last 7 days: the one the first test confirmed, or the
    // demo rules' automatic ones. Either may not be live yet on a slow machine (the confirm may also have been
    // refused); then this test confirms one itself (only then: the operator's test needs pending ones left).
    if ((await recentlyNegatedProducts()) === 0) await confirmOnePending(page);
    await expect.poll(() => recentlyNegatedProducts(), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: '消息通知' }).click();
    // Exact: "查看更多" and "查看全部收割" (harvests) would match too.
    await page
      .locator('.tw-notifications')
      .getByRole('button', { name: '查看', exact: true })
      .first()
      .click();
    const modal = page.locator('.ant-modal').filter({ hasText: '近 30 天表现' });
    await modal.locator('.ant-table-row').first().waitFor();
    // A click inside the modal closes the bell's popover, which would otherwise cover it in the screenshot.
    await modal.locator('.ant-modal-title').click();
    await page.waitForTimeout(600);
    await screenshot(page, 'neg-e2e-keyword-log');

    await modal.getByRole('button', { name: '数据对比' }).first().click();
    const comparison = page.locator('.ant-modal').filter({ hasText: '否定后（从否定次日起）' });
    await comparison.locator('canvas').waitFor();
    await comparison.getByText('否定前（截至否定日）').click();
    await comparison.getByText(/统计截止 \d{4}-\d{2}-\d{2}/).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'neg-e2e-comparison');
    await page.context().close();
  });

  it('"go handle" on one ASIN lists only its pending terms, with their trigger metrics and ad group', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: '消息通知' }).click();
    const pendingItem = page
      .locator('.tw-notifications .ant-list-item')
      .filter({ has: page.getByRole('button', { name: '去处理' }) })
      .first();
    const asin = (await pendingItem.locator('.ant-list-item-meta-description > div').first().innerText())
      .split('·')[0]!
      .trim();
    const pendingLog = page.waitForResponse((response) => response.url().endsWith('/v1/operLog/list'));
    await pendingItem.getByRole('button', { name: '去处理' }).click();
    await page.waitForURL((url) => url.searchParams.get('asin') === asin);
    // The home page stays mounted (hidden) behind its tab: look inside the operation log's card only.
    const logPage = page.locator('.ant-card').filter({ has: page.locator('.tw-oplog-filter') });
    await settled(page, pendingLog);
    const rows = logPage.locator('.ant-table-row');
    await rows.first().waitFor();
    await screenshot(page, 'neg-e2e-go-handle');

    const count = await rows.count();
    for (let index = 0; index < count; index++) {
      const row = rows.nth(index);
      await expect.poll(() => row.innerText()).toContain(asin);
      const text = await row.innerText();
      expect(text).toContain('待确认');
      // Trigger metrics with their window, and the ad group the term was found in.
      expect(text).toMatch(/点击量 [\d,]+/);
      expect(text).toMatch(/\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
      expect(text).toContain('广告组: ');
    }

    // "Go handle" narrows to the item's shop too: the unhandled view's shop filter shows it, every row is of it.
    const shopName = (
      await rows.first().locator('.tw-oplog-where .ant-typography-secondary').first().innerText()
    )
      .split('›')[0]!
      .trim();
    expect(new URL(page.url()).searchParams.get('shopId')).toBeTruthy();
    // Every shop filter names a shop with its country after it, as "Shop · UK".
    await expect
      .poll(
        async () =>
          (await logPage.locator('.tw-oplog-filter .ant-select').first().innerText()).split(' · ')[0],
      )
      .toBe(shopName);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(`${shopName} ›`);
    await page.context().close();
  });

  it('KPIs follow the search-term filter', async () => {
    const page = await openHome();
    const kpi = page.locator('.tw-neg-kpi .ant-statistic-content-value');
    await expect.poll(() => kpi.first().innerText()).toMatch(/^\d/);
    const allNegated = await kpi.nth(0).innerText();

    await page.locator('.tw-neg-page .ant-table-row-expand-icon').first().click();
    const term = (await page.locator('.tw-neg-terms .ant-table-row td').first().innerText()).trim();
    const filtered = page.waitForResponse((response) => response.url().endsWith('/v1/negLog/list'));
    const filteredKpi = page.waitForResponse((response) => response.url().endsWith('/v1/negLog/kpi'));
    await page.locator('.tw-neg-filter input[aria-label="搜索词"]').fill(term);
    await page.locator('.tw-neg-filter input[aria-label="搜索词"]').press('Enter');
    await Promise.all([settled(page, filtered), filteredKpi]);
    await screenshot(page, 'neg-e2e-kpi-filtered');

    // The strip counts exactly the terms of the ASINs listed (all on one page under this filter).
    const column = async (index: number) =>
      (
        await page
          .locator('.tw-neg-page .ant-table-tbody > .ant-table-row')
          .evaluateAll(
            (trs, cell) =>
              trs
                .filter((tr) => !tr.closest('.tw-neg-terms'))
                .map((tr) => tr.children[cell]!.textContent ?? ''),
            index,
          )
      ).reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, '')), 0);
    const header = await page.locator('.tw-neg-page .ant-table-thead').first().locator('th').allInnerTexts();
    const negatedSum = await column(header.findIndex((title) => title.includes('已否定')));
    const pendingSum = await column(header.findIndex((title) => title.includes('待确认')));
    await expect
      .poll(async () => Number((await kpi.nth(0).innerText()).replace(/[^\d]/g, '')))
      .toBe(negatedSum);
    expect(Number((await kpi.nth(2).innerText()).replace(/[^\d]/g, ''))).toBe(pendingSum);
    expect(negatedSum + pendingSum).toBeGreaterThan(0);
    expect(Number(allNegated.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(negatedSum);
    await page.context().close();
  });

  it("a term's keyword opens the search terms it matched, each with its negate actions", async () => {
    const page = await openHome();
    await page.locator('.tw-neg-page .ant-table-row-expand-icon').first().click();
    const matchedBy = page.locator('.tw-neg-terms__matched').first();
    const keyword = (await matchedBy.innerText()).split('：')[1]!.trim();
    await matchedBy.click();
    const drawer = page.getByRole('dialog').filter({ hasText: keyword });
    const rows = drawer.locator('.ant-table-row');
    await rows.first().waitFor({ timeout: 30_000 });
    // The term it was opened from is among them; terms not negated there offer propose and negate.
    const term = (await page.locator('.tw-neg-terms .ant-table-row td').first().innerText()).trim();
    await expect.poll(() => rows.filter({ hasText: term }).count()).toBeGreaterThan(0);
    const open = rows.filter({ hasText: '未否定' });
    if (await open.count()) await open.first().getByRole('button', { name: '提议否定' }).waitFor();
    await screenshot(page, 'neg-e2e-matched-search-terms');
    await page.context().close();
  });
  it('an operator given one shop sees only it, confirms a pending negation, and the log names both', async () => {
    const phone = '13900000457';
    const admin = await openHome();
    await inviteOperator(admin, phone, / · US$/);
    const operator = await registerInvited(suite, phone, 'us_operator', 'operator_123');
    await signIn(operator, phone, 'operator_123');
    await operator.locator('.tw-neg-page .ant-table-row').first().waitFor();
    await operator.locator('.tw-neg-filter__shop').first().click();
    const shops = operator.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await shops.first().waitFor();
    expect(await shops.allInnerTexts()).toEqual([expect.stringMatching(/US/)]);
    await operator.keyboard.press('Escape');
    const { term } = await confirmOnePending(operator);
    await screenshot(operator, 'neg-e2e-operator-confirmed');
    await operator.context().close();

    // The admin reads who confirmed it and which rule proposed it.
    await navigateInApp(admin, '/system-settings/operation-logs');
    const entry = admin
      .locator('.ant-table-row')
      .filter({ hasText: 'us_operator' })
      .filter({ hasText: '确认否定' });
    await entry.first().getByRole('button', { name: '查看' }).click();
    const drawer = admin.locator('.tw-oplog-drawer');
    await drawer.getByText('提出者').first().waitFor();
    expect(await drawer.innerText()).toContain(term);
    expect(await drawer.innerText()).toMatch(/规则/);
    await screenshot(admin, 'neg-e2e-operator-logged');
    await admin.context().close();
  });
});

/** A list answered and drawn: no table spinner left, so rows are counted only once it settled. */
async function settled(page: Page, answer: Promise<unknown>): Promise<void> {
  await answer;
  await expect.poll(() => page.locator('.tw-content .ant-spin-spinning:visible').count()).toBe(0);
}
