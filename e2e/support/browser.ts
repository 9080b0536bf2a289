import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SHOTS_DIR = '/tmp/shots';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function newPage(browser: Browser, baseURL: string, width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: 'zh-CN' });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

export const DEMO = {
  superAdmin: { phone: '13800000001', label: '超级管理员', labelEn: 'Super admin' },
  admin: { phone: '13800000002', label: '管理员', labelEn: 'Admin' },
  user: { phone: '13800000003', label: '普通用户', labelEn: 'Normal user' },
} as const;

/**
 * Logs in through the demo quick-fill button of the login page, in whichever language it shows. Reading the
 * page's language first raced the app's start: `lang` was still the HTML's while English labels rendered.
 */
export async function loginAs(page: Page, account: keyof typeof DEMO): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  const { label, labelEn } = DEMO[account];
  await page.getByRole('button', { name: new RegExp(`^(${label}|${labelEn})$`) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The URL changes before the logged-in frame's code has loaded: until then the login page (with its own
  // language and theme buttons) is still what a click reaches.
  await page.locator('.tw-login').waitFor({ state: 'detached' });
}

/**
 * Client-side navigation, as a click on an in-app link does. A full page load would end the session:
 * leaving the page sends the keep-alive logout (SPEC section 4).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
