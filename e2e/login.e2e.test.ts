import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

describe('login and route guard', () => {
  it('sends a logged-out visitor to login with the page to come back to', async () => {
    const page = await suite.newPage();
    await page.goto('/system-settings/operation-logs?unhandled=1');
    await page.waitForURL(/\/login/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/system-settings/operation-logs?unhandled=1');
    await page.getByRole('button', { name: '登 录' }).waitFor();
    await screenshot(page, 'login-zh');
    await page.context().close();
  });

  it('logs the demo admin in onto negative keywords with a welcome', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/keyword-manage/negative-keywords');
    const welcome = page.locator('.ant-notification-notice');
    await welcome.waitFor();
    expect(await welcome.innerText()).toContain('欢迎回来');
    // It leaves the header free: over it, it took the clicks meant for the bell for its 4.5 s.
    const notice = (await welcome.boundingBox())!;
    const header = (await page.locator('.tw-header').boundingBox())!;
    expect(notice.y).toBeGreaterThan(header.y + header.height);
    await page.waitForFunction(() => document.title === '否定关键词 - Termwise');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('SOY_token') ?? 'null'))).toBeTruthy();
    await screenshot(page, 'home-admin');
    // SPEC: shown for 4,500 ms, then gone by itself.
    await welcome.waitFor({ state: 'detached', timeout: 10_000 });
    await page.context().close();
  });

  it('shows 403 to a normal user on product selection and hides its menu', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'user');
    await page.locator('.tw-sider').getByText('关键词管理').waitFor();
    await expect(page.locator('.tw-sider').innerText()).resolves.not.toContain('自动选品');
    await navigateInApp(page, '/auto-product-selection/aba-search-terms');
    await page.waitForURL(/\/403$/);
    await page.getByText('抱歉，您无权访问此页面').waitFor();
    await screenshot(page, 'forbidden-user');
    await page.context().close();
  });

  it('offers "run rules now" and "refresh data" to an admin only (the server refuses them to a normal user)', async () => {
    const offered = async (account: 'admin' | 'user') => {
      const page = await suite.newPage();
      await loginAs(page, account);
      const card = page.locator('.tw-neg-page .ant-card').first();
      await card.getByRole('button', { name: /导\s*出/ }).waitFor();
      const names = await card.getByRole('button').allInnerTexts();
      await page.context().close();
      return names.map((name) => name.replace(/\s+/g, ''));
    };
    expect(await offered('admin')).toEqual(expect.arrayContaining(['立即运行规则', '刷新数据']));
    const user = await offered('user');
    expect(user).not.toContain('立即运行规则');
    expect(user).not.toContain('刷新数据');
  });

  it('shows 404 for an unknown page', async () => {
    const page = await suite.newPage();
    await loginAs(page, 'admin');
    await navigateInApp(page, '/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.context().close();
  });

  it('opens the iframe page without login but refuses a javascript: address', async () => {
    const page = await suite.newPage();
    await page.goto(`/iframe-page/${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByText('无法打开此页面：只允许 http 或 https 地址').waitFor();
    expect(new URL(page.url()).pathname.startsWith('/iframe-page/')).toBe(true);
    await page.goto(`/iframe-page/${encodeURIComponent('https://evil.example/')}`);
    await page.getByText('https://evil.example 不在允许嵌入的站点列表中', { exact: false }).waitFor();
    await screenshot(page, 'iframe-refused');
    await page.context().close();
  });

  it('validates the login form', async () => {
    const page = await suite.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('请输入手机号').fill('123');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByText('手机号格式不正确').waitFor();
    await page.getByText('不能为空').waitFor();
    await page.context().close();
  });
});
