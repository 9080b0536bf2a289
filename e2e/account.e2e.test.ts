import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

const PHONE = '13900000123';

async function requestCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/\d+ 秒后重新获取/).waitFor();
  await expect.poll(() => suite.server.smsCodeFor(PHONE)).toMatch(/^\d{6}$/);
  return suite.server.smsCodeFor(PHONE)!;
}

describe('account screens', () => {
  it('registers with an SMS code, then logs in with that code', async () => {
    const page = await suite.newPage();
    await page.goto('/login/register');
    await page.getByPlaceholder('请输入用户名').fill('seller_e2e');
    await page.getByPlaceholder('请输入手机号').fill(PHONE);
    const code = await requestCode(page);
    await page.getByPlaceholder('请输入验证码').fill(code);
    await page.getByPlaceholder('请输入密码').fill('seller_123');
    await page.getByPlaceholder('请再次输入密码').fill('seller_124');
    await page.getByRole('button', { name: '注 册' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByText('请阅读并同意用户协议和隐私政策').waitFor();
    await screenshot(page, 'register-errors');

    await page.getByPlaceholder('请再次输入密码').fill('seller_123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注 册' }).click();
    await page.waitForURL(/\/login\/pwd-login/);

    await page.goto('/login/code-login');
    await page.getByPlaceholder('请输入手机号').fill(PHONE);
    await page.getByPlaceholder('请输入验证码').fill(await requestCode(page));
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(/negative-keywords/);
    await page.locator('.tw-user', { hasText: 'seller_e2e' }).waitFor();
    await page.context().close();
  });

  it('logs out after confirmation and comes back to login', async () => {
    const page = await suite.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('请输入手机号').fill(PHONE);
    await page.getByPlaceholder('请输入密码').fill('seller_123');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(/negative-keywords/);
    await page.locator('.tw-user').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('确认退出登录吗？').waitFor();
    await page.getByRole('button', { name: '确 认' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('SOY_token'))).toBeNull();
    await page.context().close();
  });

  it('shows WeChat binding as not configured', async () => {
    const page = await suite.newPage();
    await page.goto('/login/bind-wechat');
    await page.getByText('微信登录尚未配置').waitFor();
    await page.context().close();
  });
});
