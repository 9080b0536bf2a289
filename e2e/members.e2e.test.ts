import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

const PHONE = '13900000456';

describe('members', () => {
  it('an admin invites an operator, who registers with that phone and joins the organisation', async () => {
    const admin = await suite.newPage();
    await loginAs(admin, 'admin');
    await navigateInApp(admin, '/system-settings/members');
    await admin.getByRole('button', { name: /邀请成员/ }).first().click();
    await admin.getByLabel('手机号').fill(PHONE);
    await admin.locator('.ant-modal').getByRole('button', { name: /邀请成员/ }).click();
    await admin.getByText(`已邀请 ${PHONE}`).waitFor();
    const invitations = admin.locator('.ant-card').filter({ hasText: '待接受的邀请' });
    await invitations.getByText(PHONE).waitFor();

    const invitee = await suite.newPage();
    await invitee.goto('/login/register');
    await invitee.getByPlaceholder('请输入用户名').fill('operator_e2e');
    await invitee.getByPlaceholder('请输入手机号').fill(PHONE);
    await invitee.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => suite.server.smsCodeFor(PHONE)).toMatch(/^\d{6}$/);
    await invitee.getByPlaceholder('请输入验证码').fill(suite.server.smsCodeFor(PHONE)!);
    await invitee.getByPlaceholder('请输入密码').fill('operator_123');
    await invitee.getByPlaceholder('请再次输入密码').fill('operator_123');
    await invitee.getByRole('checkbox').check();
    await invitee.getByRole('button', { name: '注 册' }).click();
    await invitee.waitForURL(/\/login\/pwd-login/);
    await invitee.context().close();

    // The list is read again when the page opens again.
    await navigateInApp(admin, '/system-settings/operation-logs');
    await navigateInApp(admin, '/system-settings/members');
    const members = admin.locator('.ant-card').filter({ hasText: '成员管理' });
    const joined = members.locator('.ant-table-row').filter({ hasText: 'operator_e2e' });
    await joined.waitFor();
    expect(await joined.innerText()).toMatch(/运营[\s\S]*Demo Admin/);
    await expect.poll(() => invitations.getByText(PHONE).count()).toBe(0);
    await screenshot(admin, 'members-joined');
    await admin.context().close();
  });
});
