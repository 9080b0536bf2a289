import { describe, expect, it } from 'vitest';
import { loginAs, waitForWelcomeToClose, screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

describe('theme drawer', () => {
  it('switches to dark mode and through the layout modes', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'superAdmin');
    await waitForWelcomeToClose(page);
    await page.getByRole('button', { name: '主题配置' }).click();
    const drawer = page.locator('.tw-theme-drawer');
    await drawer.waitFor();
    await screenshot(page, 'theme-drawer');

    await drawer.locator('.ant-segmented-item', { hasText: '暗黑' }).click();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
      true,
    );

    await drawer.locator('[data-layout-mode="horizontal"]').click();
    await page.locator('.ant-drawer-close').click();
    await expect(page.locator('.tw-layout--horizontal').count()).resolves.toBe(1);
    await expect(page.locator('.tw-sider').count()).resolves.toBe(0);
    await expect(page.locator('.tw-header .ant-menu-horizontal').count()).resolves.toBe(1);
    await screenshot(page, 'dark-horizontal');

    await page.getByRole('button', { name: '主题配置' }).click();
    await drawer.locator('[data-layout-mode="vertical-mix"]').click();
    await page.locator('.ant-drawer-close').click();
    await expect(page.locator('.tw-mix-first').count()).resolves.toBe(1);
    await screenshot(page, 'dark-vertical-mix');

    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('SOY_themeSettings') ?? '{}'));
    expect(saved).toMatchObject({ themeScheme: 'dark', layout: { mode: 'vertical-mix' } });
    await page.context().close();
  });

  it('lays the watermark over the page without remounting it or catching clicks', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'superAdmin');
    await waitForWelcomeToClose(page);
    // A remounted page would be a new element, without this mark.
    await page.locator('main .tw-page').evaluate((element: HTMLElement) => (element.dataset.kept = 'yes'));
    await expect(page.locator('.tw-watermark').count()).resolves.toBe(0);

    await page.getByRole('button', { name: '主题配置' }).click();
    const drawer = page.locator('.tw-theme-drawer');
    await drawer.locator('.tw-setting-row', { hasText: '显示全屏水印' }).getByRole('switch').click();
    const drawn = () =>
      page
        .locator('.tw-watermark > div')
        .evaluate((mark) => getComputedStyle(mark).backgroundImage.startsWith('url("data:image/png'));
    await expect.poll(drawn).toBe(true);
    // Over the drawer too, and Playwright refuses a click whose point another element would receive.
    await page.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    await expect(page.locator('main .tw-page[data-kept="yes"]').count()).resolves.toBe(1);
    await screenshot(page, 'watermark');
    await page.context().close();
  });

  it('follows the OS scheme live in auto mode', async () => {
    const page = await suite.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() =>
      localStorage.setItem('SOY_themeSettings', JSON.stringify({ themeScheme: 'auto' })),
    );
    await loginAs(page, 'admin');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(isDark()).resolves.toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(isDark).toBe(false);
    await page.context().close();
  });

  it('forces the vertical layout with a collapsed sider on a phone', async () => {
    const page = await suite.newPage(390, 844);
    await page.addInitScript(() =>
      localStorage.setItem(
        'SOY_themeSettings',
        JSON.stringify({ layout: { mode: 'horizontal', scrollMode: 'content' } }),
      ),
    );
    await loginAs(page, 'admin');
    await page.locator('.tw-layout--vertical').waitFor();
    await page.locator('.ant-menu-inline-collapsed').waitFor();
    await screenshot(page, 'mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.tw-layout--horizontal').waitFor();
    await page.context().close();
  });
});
