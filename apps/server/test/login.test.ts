import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /v1/enter/login', () => {
  it('answers a token and a refresh token for each demo account', async () => {
    for (const phone of [DEMO.superAdmin, DEMO.admin, DEMO.user]) {
      const { status, body } = await server.call<{ token: string; refreshToken: string }>('/v1/enter/login', {
        phone,
        password: DEMO.password,
      });
      expect(status).toBe(200);
      expect(body.code).toBe('0000');
      expect(body.data.token.split('.')).toHaveLength(3);
      expect(body.data.refreshToken).toMatch(/^[\w-]{40,}$/);
    }
  });

  it('rejects a wrong password and an unknown phone with the same message', async () => {
    const wrongPassword = await server.call('/v1/enter/login', { phone: DEMO.user, password: 'wrong_pass' });
    const unknownPhone = await server.call('/v1/enter/login', {
      phone: '13912345678',
      password: 'wrong_pass',
    });
    expect(wrongPassword.body).toEqual({ code: '4000', msg: '手机号或密码不正确', data: null });
    expect(unknownPhone.body).toEqual(wrongPassword.body);
    const inEnglish = await server.call(
      '/v1/enter/login',
      { phone: DEMO.user, password: 'wrong_pass' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(inEnglish.body.msg).toBe('phone or password is incorrect');
  });

  it.each([
    [{ password: DEMO.password }, 'phone'],
    [{ phone: '12800000000', password: DEMO.password }, 'phone'],
    [{ phone: '1380000000', password: DEMO.password }, 'phone'],
    [{ phone: '+0123', password: DEMO.password }, 'phone'],
    [{ phone: 12345678901, password: DEMO.password }, 'phone'],
    [{ phone: DEMO.user }, 'password'],
    [{ phone: DEMO.user, password: '' }, 'password'],
  ])('names the bad field of %j', async (body, field) => {
    const result = await server.call<{ issues: { field: string }[] }>('/v1/enter/login', body);
    expect(result.body.code).toBe('4000');
    expect(result.body.msg.startsWith(`${field}:`)).toBe(true);
    expect(result.body.data.issues.map((issue) => issue.field)).toContain(field);
  });

  it("answers a field's message in the caller's language, Chinese unless it asks for English", async () => {
    const body = { phone: '1380000000' };
    const answer = async (headers: Record<string, string> = {}) =>
      (
        await server.call<{ issues: { field: string; message: string }[] }>('/v1/enter/login', body, {
          headers,
        })
      ).body;
    expect(await answer()).toMatchObject({
      msg: 'phone: 手机号格式不正确',
      data: {
        issues: [
          { field: 'phone', message: '手机号格式不正确' },
          { field: 'password', message: '必填' },
        ],
      },
    });
    expect(await answer({ 'accept-language': 'en-US,en;q=0.9' })).toMatchObject({
      msg: 'phone: invalid phone number',
      data: { issues: [{ field: 'phone' }, { field: 'password', message: 'is required' }] },
    });
  });

  it('accepts an E.164 phone number format', async () => {
    const result = await server.call('/v1/enter/login', { phone: '+14155550123', password: 'whatever1' });
    expect(result.body.msg).toBe('手机号或密码不正确');
  });

  it('answers malformed JSON, a wrong content type and an oversized body with the envelope', async () => {
    const malformed = await server.call('/v1/enter/login', undefined, { rawBody: '{"phone":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: '4000', msg: 'JSON 请求体格式错误', data: null });
    const malformedInEnglish = await server.call('/v1/enter/login', undefined, {
      rawBody: '{"phone":',
      headers: { 'accept-language': 'en' },
    });
    expect(malformedInEnglish.body.msg).toBe('malformed JSON body');

    const textBody = await fetch(`${server.baseUrl}/v1/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<phone/>',
    });
    expect(textBody.status).toBe(415);
    expect((await textBody.json()).code).toBe('4000');

    const oversized = await server.call('/v1/enter/login', undefined, {
      rawBody: JSON.stringify({ phone: DEMO.user, password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toMatchObject({ code: '4000', msg: '请求体过大' });
  });
});

describe('the HTTP envelope', () => {
  it('echoes a client X-Request-Id and generates one otherwise', async () => {
    const given = await server.call('/v1/enter/login', {}, { headers: { 'x-request-id': 'client-req-42' } });
    expect(given.headers.get('x-request-id')).toBe('client-req-42');
    const generated = await server.call('/v1/enter/login', {});
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with 404 and code 4004', async () => {
    const result = await server.call('/v1/no/such/call', {});
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: '4004', msg: '接口不存在：POST /v1/no/such/call', data: null });
    const inEnglish = await server.call('/v1/no/such/call', {}, { headers: { 'accept-language': 'en-US' } });
    expect(inEnglish.body.msg).toBe('no route POST /v1/no/such/call');
  });

  it('requires a valid access token for every /v1 call outside the login family', async () => {
    const missing = await server.call('/v1/user/info');
    expect(missing.body.code).toBe('8888');
    expect(missing.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const forged = await server.call('/v1/user/info', undefined, { token: 'not.a.jwt' });
    expect(forged.body.code).toBe('8888');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    const document = await response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/enter/login', '/auth/refreshToken']),
    );
  });
});

describe('JSON bodies', () => {
  it('reads an empty body sent as application/json as no body', async () => {
    const { token } = await server
      .call<{ token: string }>('/v1/enter/login', {
        phone: DEMO.admin,
        password: DEMO.password,
      })
      .then((result) => result.body.data);
    const response = await fetch(`${server.baseUrl}/v1/user/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '',
    });
    expect((await response.json()).code).toBe('0000');
  });
});
