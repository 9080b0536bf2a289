import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

// A demo of its own: connecting account B adds a shop that the shared demo's other specs would then see (and
// wait for negations in).
const suite = e2eSuite({ DEMO: 'on' });

const SCREEN = '/system-settings/shop-authorize';

describe('shop authorization screen', () => {
  it('authorizes sandbox account B on the consent page and follows its first sync to the end', async () => {
    await suite.server.waitForLog(/demo: connected the sandbox seller account/);
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'admin');
    await navigateInApp(page, SCREEN);
    // The demo organisation is connected to account A on first start: its three shops are listed.
    await page.getByText('Brightwood Home & Kitchen', { exact: true }).waitFor();
    await page.locator('.tw-shop__account .ant-table-row').nth(2).waitFor();
    await screenshot(page, 'shop-list-demo');
    // The simulated Amazon builds the demo's report files in the thread that serves its consent page: asked
    // during the demo's first syncs on a loaded machine, the page took over 30 s to come. Amazon's would not
    // wait, so the test starts once those syncs are over (every shop synced once, no progress bar left).
    const demoAccount = page.locator('.tw-shop__account').first();
    await expect
      .poll(
        async () =>
          (await demoAccount.getByText('尚未同步').count()) +
          (await demoAccount.locator('.ant-progress').count()),
        { timeout: 480_000, interval: 2_000 },
      )
      .toBe(0);

    await page.getByRole('button', { name: '授权亚马逊账户' }).click();
    await page.waitForURL(/\/ap\/oa/);
    const accountB = page.locator('#account option').nth(1);
    expect(await accountB.innerText()).toContain('(DE)');
    await page.locator('#account').selectOption({ index: 1 });
    await screenshot(page, 'shop-consent');
    await page.getByRole('button', { name: 'Allow' }).click();

    // The unload logout of SPEC section 4 keeps the session, so the app comes straight back to the screen.
    await page.waitForURL((url) => url.pathname === SCREEN);
    await page.locator('.ant-message-notice', { hasText: '授权成功' }).waitFor();

    const account = page.locator('.ant-card', { hasText: 'Northpeak Outdoor' }).last();
    await account.waitFor();
    await account.locator('.ant-progress').waitFor({ timeout: 120_000 });
    await screenshot(page, 'shop-syncing');
    // The data range shows from the first stored window on; the sync is over when its progress bar goes.
    // It queues behind the demo's three shop syncs (three jobs run at once), all paced by the sandbox's
    // Amazon rate limits, so on a loaded machine this takes minutes.
    await account.locator('.ant-progress').waitFor({ state: 'detached', timeout: 480_000 });
    await account.getByText('~').waitFor();
    const row = await account.locator('.ant-table-row').innerText();
    expect(row).toContain('DE');
    expect(row).toContain('EUR');
    expect(row).toContain('Europe/Paris');
    expect(row).toMatch(/洛杉矶 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await screenshot(page, 'shop-synced');
    await page.context().close();
  }, 900_000);

  it('shows the normal user the shops without the buttons that change them', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await loginAs(page, 'user');
    await navigateInApp(page, SCREEN);
    await page.locator('.tw-shop__account .ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: '授权亚马逊账户' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '立即同步' }).count()).toBe(0);
    await screenshot(page, 'shop-readonly');
    await page.context().close();
  });
});
