import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, screenshot } from './support/browser';
import { DEMO_DATA_MS, waitForDemoNegations } from './support/demo-data';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({}, { ready: waitForDemoNegations, readyTimeoutMs: DEMO_DATA_MS + 120_000 });

async function openHome(): Promise<Page> {
  const page = await suite.newPage();
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.locator('.tw-neg-page .ant-table-row').first().waitFor();
  return page;
}

describe('negative keywords', () => {
  it('shows the KPIs and confirms a pending negation', async () => {
    const page = await openHome();
    await page.locator('.tw-neg-kpi').getByText('待确认').waitFor();
    await screenshot(page, 'neg-e2e-home');

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
    await screenshot(page, 'neg-e2e-confirmed');

    // The list shows pending terms only: the confirmed one leaves it once the log is fetched again.
    await expect.poll(() => rowsOfTerm.count(), { timeout: 15_000 }).toBe(rowsBefore - 1);
    await page.context().close();
  });

  it('opens the keyword log from the bell and the comparison chart from it', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: '消息通知' }).click();
    await page.locator('.tw-notifications').getByRole('button', { name: '查看' }).first().click();
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
});
