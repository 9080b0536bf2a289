import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3103';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const lang of ['zh-CN', 'en-US']) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 844 }, locale: lang });
    await context.addInitScript((l) => localStorage.setItem('SOY_lang', JSON.stringify(l)), lang);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: lang === 'en-US' ? 'Admin' : '管理员', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const nav = (path: string) => page.evaluate((target) => { history.pushState(null, '', target); dispatchEvent(new PopStateEvent('popstate')); }, path);
    await nav('/keyword-manage/board');
    await page.locator('.tw-board-group').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/board-bot-shots/board-${lang}-${width}.png`, fullPage: true });
    await nav('/system-settings/business-config?tab=daily-report-bot');
    await page.locator('.tw-bot-url').first().waitFor({ timeout: 60000 });
    await page.getByRole('button', { name: lang === 'en-US' ? 'Test send' : '测试发送' }).first().click();
    await page.locator('.ant-drawer .ant-table-row').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/board-bot-shots/bot-${lang}-${width}.png`, fullPage: width < 400 });
    await context.close();
  }
}
await browser.close();
