import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
let routes: { method: 'GET' | 'POST'; path: string }[];

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      loginFailuresPerPhone: { max: 1000, windowSeconds: 60 },
      loginFailuresPerIp: { max: 100_000, windowSeconds: 60 },
      codesPerPhone: { max: 1000, windowSeconds: 60 },
      codesPerIp: { max: 100_000, windowSeconds: 60 },
    },
  });
  token = (await loginAs(server, DEMO.admin)).token;
  const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
  routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })),
  );
});
afterAll(() => server.close());

const fieldNames = [
  'phone',
  'password',
  'code',
  'scene',
  'userName',
  'refreshToken',
  'userId',
  'status',
  'routeName',
];
const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('13800000001', 'demo_123456', '123456', 'login', ''),
);
const payload = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...fieldNames), jsonValue),
  fc.dictionary(fc.string(), jsonValue),
);

function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const pairs = Object.entries(value).map(([key, item]) => [
    key,
    typeof item === 'string' ? item : JSON.stringify(item),
  ]);
  return new URLSearchParams(pairs).toString();
}

describe('random JSON at every route', () => {
  it('finds the routes to attack', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it('never answers 5xx, with or without a token', async () => {
    // The token-bearing admin must not disable itself: set_status refuses a self-change anyway.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1000 }),
        payload,
        fc.boolean(),
        async (routeIndex, body, withToken) => {
          const route = routes[routeIndex % routes.length]!;
          const query = route.method === 'GET' ? toQueryString(body) : '';
          const response = await fetch(`${server.baseUrl}${route.path}${query ? `?${query}` : ''}`, {
            method: route.method,
            headers: {
              ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
            },
            body: route.method === 'POST' ? JSON.stringify(body) : undefined,
          });
          const envelope = await response.json();
          expect(response.status, `${route.method} ${route.path} ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(typeof envelope.code).toBe('string');
        },
      ),
      { numRuns: 600 },
    );
  });
});
