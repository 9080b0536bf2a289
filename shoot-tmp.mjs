import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8181';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
async function shot(lang, width, path, name, after) {
  const context = await browser.newContext({ viewport: { width, height: 1000 }, locale: lang });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('SOY_lang', JSON.stringify(l)), lang);
  await page.goto(base + '/login');
  const admin = page.getByRole('button', { name: /^(管理员|Admin)$/ });
  await admin.first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.evaluate((target) => { window.history.pushState(null, '', target); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForTimeout(4000);
  if (after) await after(page);
  await page.screenshot({ path: `/tmp/tw-look/${name}.png`, fullPage: true });
  await context.close();
}
const which = process.argv[2] ?? 'board';
if (which === 'board') {
  await shot('zh-CN', 1440, '/keyword-manage/board', 'board-zh-1440');
  await shot('en-US', 1440, '/keyword-manage/board', 'board-en-1440');
  await shot('zh-CN', 390, '/keyword-manage/board', 'board-zh-390');
}
if (which === 'board30') {
  await shot('zh-CN', 1440, '/keyword-manage/board', 'board30-zh', async (page) => {
    await page.getByText('近 30 天', { exact: true }).click();
    await page.waitForTimeout(3000);
    const negate = page.getByRole('button', { name: '立即否定' }).first();
    if (await negate.count()) { await negate.click(); await page.waitForTimeout(2500); }
  });
}
if (which === 'board30en') {
  await shot('en-US', 390, '/keyword-manage/board', 'board30-en-390', async (page) => {
    await page.getByText('Last 30 days', { exact: true }).click();
    await page.waitForTimeout(3000);
  });
}
if (which === 'bot') {
  await shot('en-US', 1440, '/system-settings/business-config?tab=daily-report-bot', 'bot-en', async (page) => {
    await page.getByRole('button', { name: /Test send/ }).first().click();
    await page.waitForTimeout(5000);
  });
}
if (which === 'rule') {
  await shot('en-US', 1440, '/system-settings/business-config?tab=negation-rules', 'rule-en', async (page) => {
    await page.getByRole('button', { name: /New rule/ }).first().click();
    await page.waitForTimeout(1500);
  });
}
await browser.close();
