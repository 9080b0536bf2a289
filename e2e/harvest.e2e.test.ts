import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS, waitForDemoNegations } from './support/demo-data';
import { e2eSuite, type E2eSuite } from './support/suite';

/** Each demo shop's sync ends with a harvest scan: once the shops have synced, the queue has proposals. */
async function waitForPendingHarvests(suite: E2eSuite) {
  await waitForDemoNegations(suite);
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { total } = await api<{ total: number }>(suite, '/v1/harvest/list', token, {
      status: 'pending',
      page: 1,
      pageSize: 1,
    });
    if (total > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo shops proposed no harvest');
}

const suite = e2eSuite({}, { ready: waitForPendingHarvests, readyTimeoutMs: DEMO_DATA_MS + 240_000 });

describe('harvest', () => {
  it('an admin confirms a pending harvest, sees it applied and opens its proof', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'admin');
    await navigateInApp(page, '/keyword-manage/negative-keywords');
    const queue = page.locator('#harvest');
    const pending = queue.locator('.ant-table-row').first();
    await pending.waitFor();
    await screenshot(page, 'harvest-e2e-queue');
    // Other specs share the demo: this one follows the term it confirms, not a position in the list.
    const term = (await pending.locator('strong').first().innerText()).trim();
    const rowOf = queue.locator('.ant-table-row').filter({ has: page.getByText(term, { exact: true }) });

    await pending.getByRole('button', { name: '确认' }).click();
    const question = page.locator('.ant-popconfirm');
    // The question says what confirming creates and negates on Amazon.
    await question.getByText(/添加精准关键词|添加ASIN 投放/).waitFor();
    expect(await question.innerText()).toContain('否定这个词');
    await question.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message').getByText('已处理 1 个').waitFor();
    // Only pending harvests are listed: the applied one leaves.
    await expect.poll(() => rowOf.count()).toBe(0);

    await queue.getByRole('combobox', { name: '状态' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('已收割', { exact: true }).click();
    const applied = rowOf.first();
    await applied.getByText('已收割').waitFor();
    await applied.getByRole('button', { name: /效果/ }).click();
    const proof = page.getByRole('dialog', { name: `收割效果：${term}` });
    await proof.waitFor();
    // Harvested today: Amazon has reported no day since, and the dialog says when it will.
    await proof.getByText('今天刚收割：亚马逊明天才报告第一天的数据。').waitFor();
    await proof.getByText('收割前（来源，近', { exact: false }).waitFor();
    await screenshot(page, 'harvest-e2e-proof');
    await page.context().close();
  });
});
