import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('verification code flows (codes read from the SMS outbox)', () => {
  it('registers a new seller as admin of a new organisation', async () => {
    const phone = '13700000011';
    const sent = await server.call('/v1/enter/send_code', { phone, scene: 'register' });
    expect(sent.body).toEqual({ code: '0000', msg: 'success', data: { resendAfter: 60 } });
    const code = await server.outboxCode(phone, 'register');

    const registered = await server.call<{ token: string }>('/v1/enter/register', {
      phone,
      code,
      password: 'new_pass_1',
      userName: 'NewSeller',
    });
    expect(registered.body.code).toBe('0000');
    const info = await server.call('/v1/user/info', undefined, { token: registered.body.data.token });
    expect(info.body.data).toMatchObject({ username: 'NewSeller', roleList: ['R_ADMIN'] });

    const reused = await server.call('/v1/enter/register', {
      phone,
      code,
      password: 'new_pass_1',
      userName: 'NewSeller',
    });
    // The code is spent: a second register fails on it, before anything tells the phone is registered.
    expect(reused.body).toMatchObject({
      code: '4000',
      msg: 'code：验证码无效或已过期，请重新获取',
    });
    expect((await server.call('/v1/enter/login', { phone, password: 'new_pass_1' })).body.code).toBe('0000');
  });

  it('answers a register code for a registered phone as for any other, and sends none', async () => {
    const registered = await server.call('/v1/enter/send_code', { phone: DEMO.admin, scene: 'register' });
    const fresh = await server.call('/v1/enter/send_code', { phone: '13700000016', scene: 'register' });
    expect(registered.body).toEqual(fresh.body);
    await expect(server.outboxCode(DEMO.admin, 'register')).rejects.toThrow('no code in the outbox');
    const guessed = await server.call('/v1/enter/register', {
      phone: DEMO.admin,
      code: '123456',
      password: 'new_pass_1',
      userName: 'Intruder',
    });
    expect(guessed.body).toMatchObject({
      code: '4000',
      msg: 'code：验证码无效或已过期，请重新获取',
    });
  });

  it('answers a login or reset code for an unregistered phone as for a registered one, and sends none', async () => {
    for (const scene of ['login', 'reset_pwd'] as const) {
      const unknown = await server.call('/v1/enter/send_code', { phone: '13700000292', scene });
      const known = await server.call('/v1/enter/send_code', { phone: DEMO.user, scene });
      expect(unknown.body, scene).toEqual(known.body);
      expect(unknown.status).toBe(known.status);
      await expect(server.outboxCode('13700000292', scene)).rejects.toThrow('no code in the outbox');
    }
  });

  it('logs in with a code, once', async () => {
    await server.call('/v1/enter/send_code', { phone: DEMO.superAdmin, scene: 'login' });
    const code = await server.outboxCode(DEMO.superAdmin, 'login');
    const wrong = await server.call('/v1/enter/code_login', {
      phone: DEMO.superAdmin,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ code: '4000', msg: 'code：验证码不正确' });
    const first = await server.call('/v1/enter/code_login', { phone: DEMO.superAdmin, code });
    expect(first.body.code).toBe('0000');
    const second = await server.call('/v1/enter/code_login', { phone: DEMO.superAdmin, code });
    expect(second.body.code).toBe('4000');
  });

  it('resets a password, which ends existing logins', async () => {
    const phone = '13700000012';
    await server.call('/v1/enter/send_code', { phone, scene: 'register' });
    const registered = await server.call<{ token: string }>('/v1/enter/register', {
      phone,
      code: await server.outboxCode(phone, 'register'),
      password: 'first_pass',
      userName: 'ResetSeller',
    });

    await server.call('/v1/enter/send_code', { phone, scene: 'reset_pwd' });
    const reset = await server.call('/v1/enter/reset_pwd', {
      phone,
      code: await server.outboxCode(phone, 'reset_pwd'),
      password: 'second_pass',
    });
    expect(reset.body.code).toBe('0000');
    expect(
      (await server.call('/v1/user/info', undefined, { token: registered.body.data.token })).body.code,
    ).toBe('8888');
    expect((await server.call('/v1/enter/login', { phone, password: 'first_pass' })).body.code).toBe('4000');
    expect((await server.call('/v1/enter/login', { phone, password: 'second_pass' })).body.code).toBe('0000');
  });

  it('asks for 60 s between two codes to one phone', async () => {
    const phone = '13700000013';
    await server.call('/v1/enter/send_code', { phone, scene: 'register' });
    const again = await server.call<{ retryAfter: number }>('/v1/enter/send_code', {
      phone,
      scene: 'register',
    });
    expect(again.body.code).toBe('4029');
    expect(again.body.data.retryAfter).toBeGreaterThan(55);
    expect(again.headers.get('retry-after')).toBe(String(again.body.data.retryAfter));
  });

  it('locks code checks after five wrong tries, until a new code is sent', async () => {
    await server.call('/v1/enter/send_code', { phone: DEMO.user, scene: 'login' });
    const code = await server.outboxCode(DEMO.user, 'login');
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      await server.call('/v1/enter/code_login', { phone: DEMO.user, code: wrongCode });
    }
    const right = await server.call<{ retryAfter: number }>('/v1/enter/code_login', {
      phone: DEMO.user,
      code,
    });
    expect(right.body.code).toBe('4029');
    expect(right.body.data.retryAfter).toBeGreaterThan(0);
  });

  it.each([
    ['/v1/enter/send_code', { phone: '13700000014', scene: 'other' }, 'scene'],
    ['/v1/enter/code_login', { phone: DEMO.user, code: '12ab56' }, 'code'],
    [
      '/v1/enter/register',
      { phone: '13700000015', code: '123456', password: 'short', userName: 'Seller' },
      'password',
    ],
    [
      '/v1/enter/register',
      { phone: '13700000015', code: '123456', password: 'good_pass', userName: 'a' },
      'userName',
    ],
    [
      '/v1/enter/register',
      { phone: '13700000015', code: '123456', password: 'bad pass!', userName: 'Seller' },
      'password',
    ],
    ['/v1/enter/reset_pwd', { phone: 'abc', code: '123456', password: 'good_pass' }, 'phone'],
  ])('%s names the bad field in %j', async (path, body, field) => {
    const result = await server.call(path, body);
    expect(result.body.code).toBe('4000');
    expect(result.body.msg.startsWith(`${field}:`)).toBe(true);
  });
});
