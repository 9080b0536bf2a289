// `node scripts/screenshot-home.mjs <server URL> [file]`: the home page as the demo admin sees it, for the README
// (docs/home.png). Take it on a demo server whose shops' ad history has arrived (the log's `shop sync: done`).
import { chromium } from 'playwright-core';

const [baseURL, file = 'docs/home.png'] = process.argv.slice(2);
if (!baseURL) {
  console.error('usage: node scripts/screenshot-home.mjs <server URL> [file]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  // In English, as the README around it.
  await context.addInitScript(() => localStorage.setItem('SOY_lang', '"en-US"'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: /^Admin$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
  // The welcome notice covers the header until it closes by itself (4.5 s).
  const notice = page.locator('.ant-notification-notice');
  await notice.waitFor({ state: 'visible' });
  await notice.waitFor({ state: 'detached', timeout: 15_000 });
  await page.screenshot({ path: file });
  console.log(`${file} written`);
} finally {
  await browser.close();
}
