import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'tw-headers-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><script src="/assets/app-1a2b3c.js"></script>');
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  server = await startTestServer({ env: { WEB_DIST_DIR: webDir, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers (issue 10 point 4)', () => {
  it.each([
    '/',
    '/keyword-manage/negative-keywords',
    '/assets/app-1a2b3c.js',
    '/api/docs',
    '/api/openapi.json',
  ])('GET %s carries them', async (path) => {
    const response = await fetch(server.baseUrl + path);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
  });

  it('the API carries them on success and on errors', async () => {
    const { token } = await loginAs(server, DEMO.user);
    expectSecurityHeaders((await server.call('/v1/user/info', undefined, { token })).headers);
    expectSecurityHeaders((await server.call('/v1/no/such', {})).headers);
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await fetch(`${server.baseUrl}/`)).headers.get('strict-transport-security')).toBeNull();
    const overTls = await fetch(`${server.baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('answers an oversized header with 431 and the envelope', async () => {
    const url = new URL(server.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`GET /v1/user/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', (error) => (text ? resolve(text) : reject(error)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: '4000', msg: '请求头过大 / request headers are too large', data: null });
  });
});
