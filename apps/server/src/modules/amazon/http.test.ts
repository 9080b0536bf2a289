import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorFrom, fetchWithRetry } from './http.ts';

/** A server whose answers the test scripts, one per request. */
let server: Server;
let baseUrl: string;
let script: ((respond: (status: number, headers?: Record<string, string>, body?: string) => void) => void)[] =
  [];
let seen = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    const step = script[seen++] ?? ((respond) => respond(200));
    step((status, headers = {}, body = '{}') => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const quick = { attempts: 4, baseDelayMs: 10, maxDelayMs: 50, timeoutMs: 300 };

describe('fetchWithRetry', () => {
  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    seen = 0;
    script = [(respond) => respond(429, { 'retry-after': '1' }), (respond) => respond(200)];
    const started = Date.now();
    const response = await fetchWithRetry(`${baseUrl}/x`, { method: 'GET' }, quick);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('spends no attempt on a 429 with Retry-After: a call throttled longer than its attempts still succeeds', async () => {
    seen = 0;
    script = [
      ...Array.from(
        { length: 6 },
        () => (respond: (status: number, headers?: Record<string, string>) => void) =>
          respond(429, { 'retry-after': '0' }),
      ),
      (respond) => respond(200),
    ];
    expect((await fetchWithRetry(`${baseUrl}/x`, { method: 'GET' }, quick)).status).toBe(200);
    expect(seen).toBe(7);

    // Bounded: throttled for longer than maxThrottledMs, the call hands back the 429; each wait is at least
    // baseDelayMs, so the 100 scripted answers outlast 500 ms whatever the machine's speed.
    seen = 0;
    script = Array.from({ length: 100 }, () => (respond) => respond(429, { 'retry-after': '0' }));
    const throttled = await fetchWithRetry(
      `${baseUrl}/x`,
      { method: 'GET' },
      { ...quick, maxThrottledMs: 500 },
    );
    expect(throttled.status).toBe(429);
    expect(seen).toBeGreaterThan(quick.attempts);
    expect(seen).toBeLessThan(100);
  });

  it('retries 5xx answers and time-outs, and hands back other errors at once', async () => {
    seen = 0;
    script = [
      (respond) => respond(503),
      (respond) => setTimeout(() => respond(200), 1000),
      (respond) => respond(200),
    ];
    expect((await fetchWithRetry(`${baseUrl}/x`, { method: 'GET' }, quick)).status).toBe(200);
    expect(seen).toBe(3);

    seen = 0;
    script = [(respond) => respond(400, {}, '{"code":"INVALID_ARGUMENT","details":"bad date"}')];
    const response = await fetchWithRetry(`${baseUrl}/x?code=secret`, { method: 'POST' }, quick);
    expect(seen).toBe(1);
    const error = await errorFrom(response, `${baseUrl}/x?code=secret`, { method: 'POST' });
    expect(error.message).toBe('POST /x answered 400 INVALID_ARGUMENT: bad date');
  });

  it('gives up after the last attempt with the last answer', async () => {
    seen = 0;
    script = Array.from({ length: 4 }, () => (respond) => respond(500));
    expect((await fetchWithRetry(`${baseUrl}/x`, { method: 'GET' }, quick)).status).toBe(500);
    expect(seen).toBe(4);
  });
});
