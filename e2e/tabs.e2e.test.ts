import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

const tabLabels = (page: Page) => page.locator('.tw-tab .tw-tab__label').allInnerTexts();
const expectTabs = (page: Page, labels: string[]) => expect.poll(() => tabLabels(page)).toEqual(labels);

async function openFromMenu(page: Page, group: string, item: string) {
  const sider = page.locator('.tw-sider');
  const settled = () => page.locator('.tw-sider .ant-motion-collapse').waitFor({ state: 'detached' });
  await sider.getByText(group, { exact: true }).waitFor();
  await settled();
  const opened = sider.locator('.ant-menu-submenu-open > .ant-menu-submenu-title', { hasText: group });
  if (!(await opened.count())) {
    await sider.getByText(group, { exact: true }).click();
    // Clicks during antd's expand animation can land on the wrong row.
    await settled();
  }
  await sider.getByText(item, { exact: true }).click();
}

describe('tabs', () => {
  it('open from the menu, close through the context menu and survive a reload', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'admin');
    await openFromMenu(page, '关键词管理', '关键词排名');
    await openFromMenu(page, '系统设置', '操作日志');
    await openFromMenu(page, '系统设置', '店铺授权');
    await page.waitForURL(/shop-authorize/);
    await expectTabs(page, ['否定关键词', '关键词排名', '操作日志', '店铺授权']);
    await screenshot(page, 'tabs-open');

    await page.locator('.tw-tab', { hasText: '操作日志' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    await expectTabs(page, ['否定关键词', '操作日志', '店铺授权']);

    await page.locator('.tw-tab', { hasText: '店铺授权' }).locator('.tw-tab__close').click();
    await page.waitForURL(/operation-logs/);
    await expectTabs(page, ['否定关键词', '操作日志']);

    const saved = await page.evaluate(() => localStorage.getItem('SOY_globalTabs'));
    expect(saved).toContain('system-settings_operation-logs');

    await page.reload();
    // Leaving the page ends the server session (SPEC section 4), so the same user logs in again.
    await page.waitForSelector('.tw-tab, .tw-login');
    if (await page.locator('.tw-login').count()) await loginAs(page, 'admin');
    await expectTabs(page, ['否定关键词', '操作日志']);

    await page.locator('.tw-tab', { hasText: '否定关键词' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expectTabs(page, ['否定关键词']);
    await page.context().close();
  });

  it('keep the state of a kept-alive page while another tab is shown', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'admin');
    await page.locator('.tw-content .tw-page').first().waitFor();
    await page.evaluate(() => {
      const marker = document.createElement('span');
      marker.id = 'kept-alive-marker';
      document.querySelector('.tw-content .tw-page')?.append(marker);
    });
    await openFromMenu(page, '关键词管理', '关键词排名');
    await page.locator('.tw-tab', { hasText: '否定关键词' }).click();
    await page.waitForURL(/negative-keywords/);
    expect(await page.locator('#kept-alive-marker').count()).toBe(1);
    await page.context().close();
  });
});
