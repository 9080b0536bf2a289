import { describe, expect, it } from 'vitest';
import { loginAs, waitForWelcomeToClose, screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

describe('language switch', () => {
  it('switches menus, tabs and title to English and remembers it', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'admin');
    await waitForWelcomeToClose(page);
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.locator('.tw-sider').getByText('Negative keywords').waitFor();
    expect(await page.locator('.tw-tab__label').first().innerText()).toBe('Negative keywords');
    expect(await page.title()).toBe('Negative keywords - Termwise');
    expect(await page.evaluate(() => localStorage.getItem('SOY_lang'))).toBe('"en-US"');
    await screenshot(page, 'home-en');

    await page.getByRole('button', { name: 'Search menu' }).click();
    await page.getByPlaceholder('Type a menu name').fill('log');
    await page.keyboard.press('Enter');
    await page.waitForURL(/operation-logs/);
    await page.context().close();
  });

  it('shows the login screen in English', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => localStorage.setItem('SOY_lang', '"en-US"'));
    await page.goto('/login/code-login');
    await page.getByRole('button', { name: 'Get code' }).waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('cannot be empty').first().waitFor();
    await screenshot(page, 'login-code-en');
    await page.context().close();
  });
});
