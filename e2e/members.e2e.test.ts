import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { inviteOperator, registerInvited } from './support/members';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ DEMO: 'accounts' });

const PHONE = '13900000456';

describe('members', () => {
  it('an admin invites an operator, who registers with that phone and joins the organisation', async () => {
    const admin = await suite.newPage();
    await loginAs(admin, 'admin');
    await inviteOperator(admin, PHONE);
    const invitations = admin.locator('.ant-card').filter({ hasText: '待接受的邀请' });
    await invitations.getByText(PHONE).waitFor();

    const invitee = await registerInvited(suite, PHONE, 'operator_e2e', 'operator_123');
    await invitee.context().close();

    // The list is read again when the page opens again. The members page must have closed first: going back
    // while the next page's code still loads keeps it open (a transition), and nothing is read again.
    const members = admin.locator('.ant-card').filter({ hasText: '成员管理' });
    await navigateInApp(admin, '/system-settings/operation-logs');
    await members.waitFor({ state: 'detached' });
    await navigateInApp(admin, '/system-settings/members');
    const joined = members.locator('.ant-table-row').filter({ hasText: 'operator_e2e' });
    await joined.waitFor();
    expect(await joined.innerText()).toMatch(/运营[\s\S]*Demo Admin/);
    await expect.poll(() => invitations.getByText(PHONE).count()).toBe(0);
    await screenshot(admin, 'members-joined');
    await admin.context().close();
  });
});
