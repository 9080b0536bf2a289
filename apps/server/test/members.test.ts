import type {
  Invitation,
  Member,
  MemberListResponse,
  OperLogListResponse,
  ShopList,
} from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, registerSeller, startTestServer, type TestServer } from './support/test-server.ts';

/** Issue 31: an admin brings operators into the organisation by phone. */

let server: TestServer;
let admin: string;
let superAdmin: string;
let operator: string;

const call = <T>(path: string, body: unknown, token: string) =>
  server.call<T>(path, body, { token }).then((result) => result.body);
const members = async () => (await call<MemberListResponse>('/v1/member/list', {}, admin)).data;
const invite = (phone: string, role = 'R_USER', token = admin) =>
  call<Invitation>('/v1/member/invite', { phone, role, shopIds: null }, token);
/** What an organisation's member reads of it: its member changes in the operation log. */
const seenMemberChanges = async (token: string) =>
  (await call<OperLogListResponse>('/v1/operLog/list', { module: 'member' }, token)).data.total;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, DEMO.admin)).token;
  superAdmin = (await loginAs(server, DEMO.superAdmin)).token;
  operator = (await loginAs(server, DEMO.user)).token;
});
afterAll(() => server.close());

describe('inviting a member', () => {
  it('an invited phone registers into the inviting organisation, once, with the invitation’s role', async () => {
    const invited = await invite('13900001001');
    expect(invited.code).toBe('0000');
    expect(invited.data).toMatchObject({ phone: '13900001001', role: 'R_USER', shopIds: null });
    expect((await members()).invitations.map((row) => row.id)).toContain(invited.data.id);

    const token = await registerSeller(server, '13900001001', 'new_operator');
    const joined = (await members()).members.find((member) => member.phone === '13900001001')!;
    expect(joined).toMatchObject({ userName: 'new_operator', roles: ['R_USER'], status: 'active' });
    expect(joined.invitedBy?.userName).toBeTruthy();
    expect(joined.lastLoginAt).not.toBeNull();
    expect((await members()).invitations.map((row) => row.id)).not.toContain(invited.data.id);
    expect(await seenMemberChanges(token)).toBeGreaterThan(0);
    expect(await seenMemberChanges(token)).toBe(await seenMemberChanges(admin));
    // An operator does not manage members.
    expect((await call('/v1/member/list', {}, token)).code).toBe('4003');
    expect((await invite('13900001009', 'R_USER', token)).code).toBe('4003');
  });

  it('a revoked, expired or other phone’s invitation does not bring anyone in', async () => {
    const revoked = await invite('13900001002');
    expect((await call('/v1/member/revoke_invite', { invitationId: revoked.data.id }, admin)).code).toBe(
      '0000',
    );
    expect((await call('/v1/member/revoke_invite', { invitationId: revoked.data.id }, admin)).code).toBe(
      '4004',
    );
    const expired = await invite('13900001003');
    await server.database.pool.query(
      `update member_invitation set expires_at = now() - interval '1 minute' where id = $1`,
      [expired.data.id],
    );
    await invite('13900001004');
    for (const phone of ['13900001002', '13900001003', '13900001005']) {
      const token = await registerSeller(server, phone);
      expect(await seenMemberChanges(token)).toBe(0);
    }
    const list = await members();
    expect(list.members.map((member) => member.phone)).not.toEqual(
      expect.arrayContaining(['13900001002', '13900001003', '13900001005']),
    );
    expect(list.invitations.map((row) => row.phone)).toEqual(['13900001004']);
  });

  it('refuses what an admin may not do, with the field or reason named', async () => {
    const limited = await call(
      '/v1/member/invite',
      { phone: '13900001006', role: 'R_USER', shopIds: [] },
      admin,
    );
    expect(limited.code).toBe('4000');
    expect(
      (await call('/v1/member/invite', { phone: DEMO.user, role: 'R_USER', shopIds: null }, admin)).code,
    ).toBe('4009');
    expect((await call('/v1/member/invite', { phone: '123', role: 'R_USER' }, admin)).code).toBe('4000');
    expect((await call('/v1/member/invite', { phone: '13900001006', role: 'R_SUPER' }, admin)).code).toBe(
      '4000',
    );
    expect((await call('/v1/member/list', {}, operator)).code).toBe('4003');
  });
});

describe('a phone that already has an account', () => {
  it('joins at its next sign-in when its own organisation holds nothing, and not when it holds a shop', async () => {
    await registerSeller(server, '13900001020', 'empty_seller');
    await invite('13900001020');
    await loginAs(server, '13900001020', 'seller_123456');
    const joined = (await members()).members.find((member) => member.phone === '13900001020');
    expect(joined).toMatchObject({ roles: ['R_USER'], shopIds: null });
    expect((await members()).invitations.map((row) => row.phone)).not.toContain('13900001020');

    const busy = await registerSeller(server, '13900001021', 'busy_seller');
    const { userId } = (await call<{ userId: string }>('/v1/user/info', {}, busy)).data;
    await server.database.pool.query(
      `with own as (select organisation_id from app_user where id = $1),
            grant_row as (insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
              select organisation_id, 'BUSY', 'Busy account', 'sandbox', 'x' from own returning id, organisation_id)
       insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
         currency_code, timezone, account_type)
       select organisation_id, id, 'busy-us', 'Busy US', 'US', 'ATVPDKIKX0DER', 'NA', 'USD', 'America/Los_Angeles',
         'seller' from grant_row`,
      [userId],
    );
    await invite('13900001021');
    await loginAs(server, '13900001021', 'seller_123456');
    expect((await members()).members.map((member) => member.phone)).not.toContain('13900001021');
    expect((await members()).invitations.map((row) => row.phone)).toContain('13900001021');
  });
});

describe('changing and removing members', () => {
  it('a role change ends the member’s logins; an admin never changes themselves or an equal', async () => {
    await invite('13900001007');
    const token = await registerSeller(server, '13900001007', 'promoted');
    const { userId } = (await members()).members.find((member) => member.phone === '13900001007')!;
    const promoted = await call<Member>('/v1/member/update', { userId, role: 'R_ADMIN' }, admin);
    expect(promoted.code).toBe('0000');
    expect(promoted.data.roles).toEqual(['R_ADMIN']);
    expect((await call('/v1/user/info', {}, token)).code).toBe('8888');
    // Now an equal of the demo admin: only the platform's super admin may change them.
    expect((await call('/v1/member/update', { userId, role: 'R_USER' }, admin)).code).toBe('4003');
    const self = (await members()).members.find((member) => member.phone === DEMO.admin)!;
    expect((await call('/v1/member/update', { userId: self.userId, role: 'R_USER' }, admin)).code).toBe(
      '4003',
    );
    expect((await call('/v1/member/update', { userId, role: 'R_USER' }, superAdmin)).code).toBe('0000');
  });

  it('removing a member ends their logins and is logged under the admin', async () => {
    await invite('13900001008');
    const token = await registerSeller(server, '13900001008', 'leaving');
    const { userId } = (await members()).members.find((member) => member.phone === '13900001008')!;
    expect((await call('/v1/member/remove', { userId }, admin)).code).toBe('0000');
    expect((await call('/v1/user/info', {}, token)).code).not.toBe('0000');
    expect((await members()).members.map((member) => member.userId)).not.toContain(userId);
    const log = await call<OperLogListResponse>('/v1/operLog/list', { module: 'member' }, admin);
    const adminName = (await call<{ username: string }>('/v1/user/info', {}, admin)).data.username;
    const actions = log.data.rows.map((row) => `${row.action} ${row.userName}`);
    expect(actions).toEqual(
      expect.arrayContaining([`remove ${adminName}`, `invite ${adminName}`, `update ${adminName}`]),
    );
  });

  it('the last active admin of an organisation is never removed', async () => {
    const seller = await registerSeller(server, '13900001010', 'solo_seller');
    const sellerId = (await call<{ userId: string }>('/v1/user/info', {}, seller)).data.userId;
    expect((await call('/v1/member/remove', { userId: sellerId }, superAdmin)).code).toBe('4003');
    expect((await call('/v1/member/remove', { userId: sellerId }, admin)).code).toBe('4004');
  });
});

describe('operators given some shops', () => {
  let us: string;
  let uk: string;
  const shopIdsListed = async (token: string) =>
    (await call<ShopList>('/v1/shop/list', {}, token)).data.accounts.flatMap((account) =>
      account.shops.map((shop) => shop.shopId),
    );

  beforeAll(async () => {
    const query = async (text: string, values: unknown[]) =>
      (await server.database.pool.query(text, values)).rows;
    const [{ organisation_id: organisationId }] = await query(
      'select organisation_id from app_user where phone = $1',
      [DEMO.admin],
    );
    const [grant] = await query(
      `insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
       values ($1, 'MEMBERS-TEST', 'Members test account', 'sandbox', 'x') returning id`,
      [organisationId],
    );
    const shop = async (profileId: string, country: string, marketplaceId: string, currency: string) =>
      (
        await query(
          `insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
             currency_code, timezone, account_type)
           values ($1, $2, $3, $3, $4, $5, 'NA', $6, 'America/Los_Angeles', 'seller') returning id`,
          [organisationId, grant!.id, profileId, country, marketplaceId, currency],
        )
      )[0]!.id as string;
    us = await shop('members-us', 'US', 'ATVPDKIKX0DER', 'USD');
    uk = await shop('members-uk', 'UK', 'A1F83G8C2ARO7P', 'GBP');
  });

  it('sees the shops they were given, and another shop answers as a missing one', async () => {
    const invited = await call<Invitation>(
      '/v1/member/invite',
      { phone: '13900001011', role: 'R_USER', shopIds: [us] },
      admin,
    );
    expect(invited.data.shopIds).toEqual([us]);
    const token = await registerSeller(server, '13900001011', 'us_operator');
    expect(await shopIdsListed(token)).toEqual([us]);
    expect((await members()).members.find((member) => member.phone === '13900001011')?.shopIds).toEqual([us]);
    const missing = await call(
      '/v1/negOper/data_refresh',
      { shopId: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    const other = await call('/v1/negOper/data_refresh', { shopId: uk }, token);
    expect(other).toEqual(missing);
    expect(other.code).toBe('4004');
    expect(await shopIdsListed(admin)).toEqual(expect.arrayContaining([us, uk]));
  });

  it('a change of shops ends their logins and holds from the next sign-in', async () => {
    await call('/v1/member/invite', { phone: '13900001012', role: 'R_USER', shopIds: [us] }, admin);
    const token = await registerSeller(server, '13900001012', 'moved_operator');
    const { userId } = (await members()).members.find((member) => member.phone === '13900001012')!;
    const moved = await call<Member>('/v1/member/update', { userId, shopIds: [uk] }, admin);
    expect(moved.data.shopIds).toEqual([uk]);
    expect((await call('/v1/user/info', {}, token)).code).toBe('8888');
    const again = (await loginAs(server, '13900001012', 'seller_123456')).token;
    expect(await shopIdsListed(again)).toEqual([uk]);
    // Made an admin, they see every shop: the list goes.
    const promoted = await call<Member>('/v1/member/update', { userId, role: 'R_ADMIN' }, admin);
    expect(promoted.data.shopIds).toBeNull();
  });

  it('refuses a shop list for an admin, an unknown shop, and no shop at all, naming shopIds', async () => {
    for (const body of [
      { phone: '13900001013', role: 'R_ADMIN', shopIds: [us] },
      { phone: '13900001013', role: 'R_USER', shopIds: ['00000000-0000-4000-8000-000000000000'] },
      { phone: '13900001013', role: 'R_USER', shopIds: [] },
    ]) {
      const refused = await call<{ issues: { field: string }[] }>('/v1/member/invite', body, admin);
      expect(refused.code).toBe('4000');
      expect(refused.msg).toContain('shopIds');
    }
    expect((await members()).invitations.map((row) => row.phone)).not.toContain('13900001013');
  });
});
