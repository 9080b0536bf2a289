import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS } from './support/demo-data';
import { e2eSuite, type E2eSuite } from './support/suite';

/** Waits until the demo shops' history reached the board (a first shop synced). */
async function waitForBoardData(suite: E2eSuite): Promise<void> {
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  const endDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const startDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const deadline = Date.now() + DEMO_DATA_MS;
  while (Date.now() < deadline) {
    const board = await api<{ groups: { current: { cost: number } }[] }>(suite, '/v1/board/overview', token, {
      startDate,
      endDate,
    });
    if (board.groups.some((group) => group.current.cost > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error('the demo history never reached the board');
}

const suite = e2eSuite({}, { ready: waitForBoardData, readyTimeoutMs: DEMO_DATA_MS + 120_000 });

describe('board and daily-report bot', () => {
  it('opens the board from the negative-keywords page and reads the last 30 days', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: '数据看板' }).click();
    await page.waitForURL(/\/keyword-manage\/board/);
    await page.getByText('近 30 天', { exact: true }).click();
    const groups = page.locator('.tw-board-group');
    await groups.first().getByText('花费', { exact: true }).waitFor();
    await groups.first().getByText('否定节省').waitFor();
    // Shops finish their history one by one: at least one currency already shows its spend.
    const spends = () =>
      groups.evaluateAll((cards) =>
        cards.map((card) => card.querySelector('.ant-statistic-content')?.textContent ?? ''),
      );
    await expect.poll(async () => (await spends()).some((spend) => !/^\D*0(\.00)?$/.test(spend))).toBe(true);
    await page.getByText('仍在浪费的搜索词（无订单、未否定）').waitFor();
    await screenshot(page, 'board-e2e');
    await page.context().close();
  });

  it('creates a bot, sends a test and sees the delivery the sandbox received', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'admin');
    await navigateInApp(page, '/system-settings/business-config?tab=daily-report-bot');
    // The demo bot posts to the sandbox; its (unmasked) host is where the sandbox's receiver listens.
    const demoRow = page.locator('.ant-table-row').filter({ hasText: 'Sandbox DingTalk' });
    const demoAddress = await demoRow.locator('.tw-bot-url').innerText();
    const sandbox = new URL(demoAddress).origin;

    await page.getByRole('button', { name: '新建机器人' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新建机器人' });
    await drawer.getByLabel('名称').fill('E2E Slack');
    await drawer.getByLabel('渠道').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Slack Incoming Webhook').click();
    await drawer.getByLabel('Webhook 地址').fill(`${sandbox}/webhooks/slack/services/demo-slack`);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: 'E2E Slack' });
    await row.waitFor();

    await row.getByRole('button', { name: '测试发送' }).click();
    await page.locator('.ant-message').getByText('测试消息已送达').waitFor({ timeout: 60_000 });
    const log = page.locator('.ant-drawer').filter({ hasText: '发送记录' });
    await log
      .locator('.ant-table-row')
      .filter({ hasText: '已送达' })
      .filter({ hasText: '200 · ok' })
      .first()
      .waitFor();
    await screenshot(page, 'bot-e2e-delivered');

    const received = (await (await fetch(`${sandbox}/webhooks/messages`)).json()) as {
      messages: { platform: string; token: string; accepted: boolean; text: string }[];
    };
    const message = received.messages.find(
      (entry) => entry.platform === 'slack' && entry.token === 'demo-slack',
    );
    expect(message?.accepted).toBe(true);
    expect(message?.text).toContain('【测试消息】');
    await page.context().close();
  });
});
