import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsClient, authorize, startSandbox } from './helpers.ts';

describe('faults on demand', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('throttles matching requests with 429 and Retry-After, then recovers', async () => {
    const { accessToken } = await authorize(sandbox.baseUrl);
    const client = adsClient(sandbox.baseUrl, accessToken);
    sandbox.faults.inject({ path: '/v2/profiles', status: 429, times: 2, retryAfter: 3 });
    for (let i = 0; i < 2; i++) {
      const throttled = await client.call('GET', '/v2/profiles');
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get('retry-after')).toBe('3');
    }
    expect((await client.call('GET', '/v2/profiles')).status).toBe(200);
  });

  it('can be set over HTTP, with a path pattern', async () => {
    const { accessToken } = await authorize(sandbox.baseUrl);
    const set = await fetch(`${sandbox.baseUrl}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inject: { pathPattern: '^/v2/prof', status: 503, times: 1 } }),
    });
    expect(set.status).toBe(204);
    const client = adsClient(sandbox.baseUrl, accessToken);
    expect((await client.call('GET', '/v2/profiles')).status).toBe(503);
    expect((await client.call('GET', '/v2/profiles')).status).toBe(200);
  });
});
