import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => server.close());

describe('logs', () => {
  it('carry the request id on every request line and never a password or token', async () => {
    const tokens = await loginAs(server, DEMO.admin);
    await server.call('/v1/user/info', undefined, {
      token: tokens.token,
      headers: { 'x-request-id': 'trace-me-1' },
    });
    await server.call('/auth/refreshToken', { refreshToken: tokens.refreshToken });
    await server.call('/v1/enter/login', { phone: DEMO.user, password: 'wrong_secret_pw' });

    const all = lines.join('\n');
    expect(all).not.toContain(DEMO.password);
    expect(all).not.toContain('wrong_secret_pw');
    expect(all).not.toContain(tokens.token);
    expect(all).not.toContain(tokens.refreshToken);

    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    expect(requestLines.some((entry) => entry.reqId === 'trace-me-1')).toBe(true);
  });
});
