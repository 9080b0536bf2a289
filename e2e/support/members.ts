import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { navigateInApp } from './browser';
import type { E2eSuite } from './suite';

/** On the members page, an admin invites a phone as an operator, of the shop whose label matches, if given. */
export async function inviteOperator(admin: Page, phone: string, shop?: RegExp): Promise<void> {
  await navigateInApp(admin, '/system-settings/members');
  await admin
    .getByRole('button', { name: /邀请成员/ })
    .first()
    .click();
  const modal = admin.locator('.ant-modal');
  await modal.getByLabel('手机号').fill(phone);
  if (shop) {
    await modal.getByLabel('可见店铺').click();
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: shop })
      .click();
    // Closed by a click outside it, on the title: a click on the field's label is passed on to the select
    // itself, which may open the list again over the invite button.
    await modal.locator('.ant-modal-title').click();
    await expect.poll(() => admin.locator('.ant-select-dropdown:visible').count()).toBe(0);
  }
  await modal.getByRole('button', { name: /邀请成员/ }).click();
  await admin.getByText(`已邀请 ${phone}`).waitFor();
}

/** The invitee registers with the code the SMS outbox got, as a new user would. */
export async function registerInvited(suite: E2eSuite, phone: string, userName: string, password: string) {
  const invitee = await suite.newPage();
  await invitee.goto('/login/register');
  await invitee.getByPlaceholder('请输入用户名').fill(userName);
  await invitee.getByPlaceholder('请输入手机号').fill(phone);
  await invitee.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => suite.server.smsCodeFor(phone)).toMatch(/^\d{6}$/);
  await invitee.getByPlaceholder('请输入验证码').fill(suite.server.smsCodeFor(phone)!);
  await invitee.getByPlaceholder('请输入密码').fill(password);
  await invitee.getByPlaceholder('请再次输入密码').fill(password);
  await invitee.getByRole('checkbox').check();
  await invitee.getByRole('button', { name: '注 册' }).click();
  await invitee.waitForURL(/\/login\/pwd-login/);
  // The register form leaves with an animation: typing into it while it goes would be lost.
  await invitee.getByPlaceholder('请再次输入密码').waitFor({ state: 'detached' });
  return invitee;
}

/** Signs in with phone and password on the login page the page is on. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
