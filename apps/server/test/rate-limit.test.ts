import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      loginFailuresPerPhone: { max: 3, windowSeconds: 600 },
      loginFailuresPerIp: { max: 6, windowSeconds: 600 },
      codesPerPhone: { max: 10, windowSeconds: 3600 },
      codesPerIp: { max: 2, windowSeconds: 3600 },
    },
  });
});
afterAll(() => server.close());

describe('rate limiting', () => {
  it('locks a phone after too many failed logins, even for the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await server.call('/v1/enter/login', { phone: DEMO.admin, password: 'wrong_one' })).body.code,
      ).toBe('4000');
    }
    const locked = await server.call<{ retryAfter: number }>('/v1/enter/login', {
      phone: DEMO.admin,
      password: DEMO.password,
    });
    expect(locked.body.code).toBe('4029');
    expect(locked.body.data.retryAfter).toBeGreaterThan(590);
    expect(locked.body.data.retryAfter).toBeLessThanOrEqual(600);
  });

  it('locks an IP after too many failed logins across phones', async () => {
    for (const phone of ['13900000001', '13900000002', '13900000003']) {
      await server.call('/v1/enter/login', { phone, password: 'wrong_one' });
    }
    const locked = await server.call('/v1/enter/login', { phone: DEMO.superAdmin, password: DEMO.password });
    expect(locked.body.code).toBe('4029');
  });

  it('limits code requests per IP', async () => {
    expect(
      (await server.call('/v1/enter/send_code', { phone: '13600000001', scene: 'register' })).body.code,
    ).toBe('0000');
    expect(
      (await server.call('/v1/enter/send_code', { phone: '13600000002', scene: 'register' })).body.code,
    ).toBe('0000');
    const third = await server.call('/v1/enter/send_code', { phone: '13600000003', scene: 'register' });
    expect(third.body.code).toBe('4029');
  });
});
