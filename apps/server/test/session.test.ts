import { SignJWT } from 'jose';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/service.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, loginAs, registerSeller, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Tokens = { token: string; refreshToken: string };

describe('sessions', () => {
  it('answers user info with the spec field names', async () => {
    const { token } = await loginAs(server, DEMO.admin);
    const { body } = await server.call('/v1/user/info', undefined, { token });
    expect(body).toEqual({
      code: '0000',
      msg: 'success',
      data: {
        userId: expect.any(String),
        username: 'Demo Admin',
        roleList: ['R_ADMIN', 'AUTOMATIC:PRODUCT:SELECTION'],
      },
    });
  });

  it('rotates refresh tokens: the new pair works, the old refresh token is dead', async () => {
    const first = await loginAs(server, DEMO.user);
    const rotated = await server.call<Tokens>('/auth/refreshToken', { refreshToken: first.refreshToken });
    expect(rotated.body.code).toBe('0000');
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect(
      (await server.call('/v1/user/info', undefined, { token: rotated.body.data.token })).body.code,
    ).toBe('0000');

    const again = await server.call<Tokens>('/auth/refreshToken', {
      refreshToken: rotated.body.data.refreshToken,
    });
    expect(again.body.code).toBe('0000');
  });

  it('two tabs refreshing one token at once both get the same new pair, which keeps working', async () => {
    const first = await loginAs(server, DEMO.user);
    const both = await Promise.all(
      [1, 2].map(() => server.call<Tokens>('/auth/refreshToken', { refreshToken: first.refreshToken })),
    );
    expect(both.map((answer) => answer.body.code)).toEqual(['0000', '0000']);
    const [one, two] = both.map((answer) => answer.body.data);
    expect(two!.refreshToken).toBe(one!.refreshToken);
    for (const { token } of [one!, two!]) {
      expect((await server.call('/v1/user/info', undefined, { token })).body.code).toBe('0000');
    }
    const later = await server.call('/auth/refreshToken', { refreshToken: one!.refreshToken });
    expect(later.body.code).toBe('0000');
  });

  it('a token presented again within the grace period answers the same successor', async () => {
    const first = await loginAs(server, DEMO.user);
    const second = (await server.call<Tokens>('/auth/refreshToken', { refreshToken: first.refreshToken }))
      .body.data;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_REUSE_GRACE_MS - 2_000 });
    try {
      const retried = await server.call<Tokens>('/auth/refreshToken', { refreshToken: first.refreshToken });
      expect(retried.body).toMatchObject({ code: '0000', data: { refreshToken: second.refreshToken } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('revokes the whole family when a dead refresh token is presented after the grace period', async () => {
    const first = await loginAs(server, DEMO.user);
    const second = (await server.call<Tokens>('/auth/refreshToken', { refreshToken: first.refreshToken }))
      .body.data;

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_REUSE_GRACE_MS + 1_000 });
    try {
      const reuse = await server.call('/auth/refreshToken', { refreshToken: first.refreshToken });
      expect(reuse.body.code).toBe('8888');
    } finally {
      vi.useRealTimers();
    }

    const descendant = await server.call('/auth/refreshToken', { refreshToken: second.refreshToken });
    expect(descendant.body.code).toBe('8888');
    expect((await server.call('/v1/user/info', undefined, { token: second.token })).body.code).toBe('8888');
  });

  it('answers 8888 for an unknown refresh token', async () => {
    const result = await server.call('/auth/refreshToken', { refreshToken: 'never-issued' });
    expect(result.body.code).toBe('8888');
  });

  it('logout revokes the access token and the refresh token', async () => {
    const tokens = await loginAs(server, DEMO.user);
    expect((await server.call('/v1/enter/login_out', undefined, { token: tokens.token })).body.code).toBe(
      '0000',
    );
    expect((await server.call('/v1/user/info', undefined, { token: tokens.token })).body.code).toBe('8888');
    expect((await server.call('/auth/refreshToken', { refreshToken: tokens.refreshToken })).body.code).toBe(
      '8888',
    );
  });

  it('answers 9999 for an expired access token, which a refresh then replaces', async () => {
    const tokens = await loginAs(server, DEMO.user);
    const { sid, sub } = JSON.parse(Buffer.from(tokens.token.split('.')[1]!, 'base64url').toString());
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.jwtSecret));

    const result = await server.call('/v1/user/info', undefined, { token: expired });
    expect(result.body).toMatchObject({ code: '9999', msg: '访问令牌已过期' });
    const refreshed = await server.call<Tokens>('/auth/refreshToken', { refreshToken: tokens.refreshToken });
    expect(
      (await server.call('/v1/user/info', undefined, { token: refreshed.body.data.token })).body.code,
    ).toBe('0000');
  });

  it('a disabled user meets 7777 on every call, at login and at refresh; re-enabling restores access', async () => {
    const admin = await loginAs(server, DEMO.admin);
    const operator = await loginAs(server, DEMO.user);
    const operatorId = (
      await server.call<{ userId: string }>('/v1/user/info', undefined, { token: operator.token })
    ).body.data.userId;

    const disable = await server.call(
      '/v1/user/set_status',
      { userId: operatorId, status: 'disabled' },
      { token: admin.token },
    );
    expect(disable.body.code).toBe('0000');
    expect((await server.call('/v1/user/info', undefined, { token: operator.token })).body.code).toBe('7777');
    expect((await server.call('/auth/refreshToken', { refreshToken: operator.refreshToken })).body.code).toBe(
      '7777',
    );
    expect(
      (await server.call('/v1/enter/login', { phone: DEMO.user, password: DEMO.password })).body.code,
    ).toBe('7777');

    await server.call(
      '/v1/user/set_status',
      { userId: operatorId, status: 'active' },
      { token: admin.token },
    );
    expect(
      (await server.call('/v1/enter/login', { phone: DEMO.user, password: DEMO.password })).body.code,
    ).toBe('0000');
  });

  it('only admins change user status', async () => {
    const operator = await loginAs(server, DEMO.user);
    const admin = await loginAs(server, DEMO.admin);
    const adminId = (
      await server.call<{ userId: string }>('/v1/user/info', undefined, { token: admin.token })
    ).body.data.userId;
    const result = await server.call(
      '/v1/user/set_status',
      { userId: adminId, status: 'disabled' },
      { token: operator.token },
    );
    expect(result.body.code).toBe('4003');
    expect((await server.call('/v1/user/info', undefined, { token: admin.token })).body.code).toBe('0000');
  });
});

describe('who may change whom (issue 29 point 3)', () => {
  const idOf = async (token: string) =>
    (await server.call<{ userId: string }>('/v1/user/info', undefined, { token })).body.data.userId;
  const setStatus = (token: string, userId: string, status: 'active' | 'disabled') =>
    server.call('/v1/user/set_status', { userId, status }, { token });

  it('an admin cannot disable the super admin, another admin or themselves', async () => {
    const superAdmin = await loginAs(server, DEMO.superAdmin);
    const admin = await loginAs(server, DEMO.admin);
    for (const target of [await idOf(superAdmin.token), await idOf(admin.token)])
      expect((await setStatus(admin.token, target, 'disabled')).body.code).toBe('4003');
    expect((await server.call('/v1/user/info', undefined, { token: superAdmin.token })).body.code).toBe(
      '0000',
    );
  });

  it('the super admin can disable an admin while another admin stays active', async () => {
    const superAdmin = await loginAs(server, DEMO.superAdmin);
    const admin = await loginAs(server, DEMO.admin);
    const adminId = await idOf(admin.token);
    expect((await setStatus(superAdmin.token, adminId, 'disabled')).body.code).toBe('0000');
    expect((await server.call('/v1/user/info', undefined, { token: admin.token })).body.code).toBe('7777');
    expect((await setStatus(superAdmin.token, adminId, 'active')).body.code).toBe('0000');
  });

  it("another organisation's only admin cannot be disabled, even by the platform's super admin", async () => {
    const loneAdmin = await registerSeller(server, '13700000291', 'lone_admin');
    const superAdmin = await loginAs(server, DEMO.superAdmin);
    const answer = await setStatus(superAdmin.token, await idOf(loneAdmin), 'disabled');
    expect(answer.body.code).toBe('4003');
    expect(answer.body.msg).toMatch(/最后一个/);
    expect((await server.call('/v1/user/info', undefined, { token: loneAdmin })).body.code).toBe('0000');
  });
});

describe('logout on page unload', () => {
  it('keeps the session when the client marks the request as an unload', async () => {
    const tokens = await loginAs(server, DEMO.user);
    const unload = await server.call('/v1/enter/login_out', { reason: 'unload' }, { token: tokens.token });
    expect(unload.body.code).toBe('0000');
    expect((await server.call('/v1/user/info', undefined, { token: tokens.token })).body.code).toBe('0000');

    await server.call('/v1/enter/login_out', { reason: 'user' }, { token: tokens.token });
    expect((await server.call('/v1/user/info', undefined, { token: tokens.token })).body.code).toBe('8888');
  });
});
