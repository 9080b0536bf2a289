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
  await context.addInitScript(noteNotices);
  return context.newPage();
}

/**
 * Runs in every document: notes that an antd notification was shown, so a test knows of a notice that came
 * and went before it looked (the welcome notice closes itself 4.5 s after the login).
 */
function noteNotices() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.ant-notification-notice')) return;
    (window as { twNoticeShown?: boolean }).twNoticeShown = true;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Waits, as a user does, until the welcome notice after a login has shown and closed by itself. Clicking
 * its close button raced its own timer: on a loaded machine the notice could go between finding the button
 * and the click, which then waited for a button that never came back.
 */
export async function waitForWelcomeToClose(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { twNoticeShown?: boolean }).twNoticeShown === true);
  await page.locator('.ant-notification-notice').waitFor({ state: 'detached' });
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
