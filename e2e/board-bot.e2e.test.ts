import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { api, DEMO_DATA_MS } from './support/demo-data';
import { e2eSuite } from './support/suite';

/** No ready step: the bot needs only the demo bot (seeded before the server listens); the board waits itself. */
const suite = e2eSuite();

interface Received {
  messages: { platform: string; token: string; accepted: boolean; text: string; time: string }[];
}

/** Waits until a first demo shop's synced history reached the board: only the board test needs it. */
async function waitForBoardData(): Promise<void> {
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

/** Presses test send on a bot's row and waits for the delivery the log shows. */
async function testSend(page: Page, botName: string, answer: string) {
  const row = page.locator('.ant-table-row').filter({ hasText: botName });
  const delivered = page.locator('.ant-message').getByText('测试消息已送达');
  await row.getByRole('button', { name: '测试发送' }).click();
  await delivered.waitFor({ timeout: 60_000 });
  const log = page.locator('.ant-drawer').filter({ hasText: `发送记录 · ${botName}` });
  await log
    .locator('.ant-table-row')
    .filter({ hasText: '已送达' })
    .filter({ hasText: answer })
    .first()
    .waitFor();
  await log.locator('.ant-drawer-close').click();
  await log.waitFor({ state: 'hidden' });
  // The next send's toast must not be mistaken for this one.
  await delivered.waitFor({ state: 'hidden' });
}

/** The test message a hook received since `since` (the shared demo's daily send may post there too). */
async function received(sandbox: string, platform: string, token: string, since: string) {
  const { messages } = (await (await fetch(`${sandbox}/webhooks/messages`)).json()) as Received;
  return messages.find(
    (entry) =>
      entry.platform === platform &&
      entry.token === token &&
      entry.time >= since &&
      /【测试消息】|\[Test message\]/.test(entry.text),
  );
}

describe('board and daily-report bot', () => {
  it('test-sends the demo bot, creates an English bot and reads both reports the sandbox received', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'admin');
    await navigateInApp(page, '/system-settings/business-config?tab=daily-report-bot');
    // The demo bot posts to the sandbox; its (unmasked) host is where the sandbox's receiver listens.
    const demoAddress = await page
      .locator('.ant-table-row')
      .filter({ hasText: 'Sandbox DingTalk' })
      .locator('.tw-bot-url')
      .innerText();
    const sandbox = new URL(demoAddress).origin;

    const started = new Date().toISOString();
    await testSend(page, 'Sandbox DingTalk', '2xx');
    const dingtalk = await received(sandbox, 'dingtalk', 'demo-dingtalk', started);
    expect(dingtalk?.accepted).toBe(true);
    expect(dingtalk?.text).toContain('【测试消息】');
    expect(dingtalk?.text).toContain('Termwise 广告日报');

    await page.getByRole('button', { name: '新建机器人' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新建机器人' });
    await drawer.getByLabel('名称').fill('E2E Slack');
    await drawer.getByLabel('渠道').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Slack Incoming Webhook').click();
    await drawer.getByLabel('Webhook 地址').fill(`${sandbox}/webhooks/slack/services/demo-slack`);
    await drawer.getByLabel('English').check();
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.waitFor({ state: 'hidden' });

    await testSend(page, 'E2E Slack', '2xx');
    await screenshot(page, 'bot-e2e-delivered');
    const slack = await received(sandbox, 'slack', 'demo-slack', started);
    expect(slack?.accepted).toBe(true);
    expect(slack?.text).toContain('[Test message]');
    expect(slack?.text).toContain('Termwise daily ad report');
    await page.context().close();
  });

  it(
    'opens the board from the negative-keywords page and reads the last 30 days',
    async () => {
      await waitForBoardData();
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
      await expect
        .poll(async () => (await spends()).some((spend) => !/^\D*0(\.00)?$/.test(spend)))
        .toBe(true);
      await page.getByText(/^仍在浪费的搜索词（.*至少 15 次点击、无订单、未否定/).waitFor();
      await screenshot(page, 'board-e2e');
      await page.context().close();
    },
    DEMO_DATA_MS + 60_000,
  );
});
