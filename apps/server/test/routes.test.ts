import { flattenRoutes, type AppRoute } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const routeNames = async (phone: string) => {
  const { token } = await loginAs(server, phone);
  const { body } = await server.call<{ routes: AppRoute[]; home: string }>(
    '/route/getUserRoutes',
    undefined,
    {
      token,
      method: 'GET',
    },
  );
  expect(body.data.home).toBe('keyword-manage_negative-keywords');
  return { token, names: flattenRoutes(body.data.routes).map((route) => route.name) };
};

describe('route lists', () => {
  it('serves constant routes without login', async () => {
    const { body } = await server.call<AppRoute[]>('/route/getConstantRoutes', undefined, { method: 'GET' });
    expect(body.data.map((route) => route.name)).toEqual(['login', '403', '404', '500', 'iframe-page']);
  });

  it('gives product selection only to users with its role, and everything to R_SUPER', async () => {
    const superAdmin = await routeNames(DEMO.superAdmin);
    const admin = await routeNames(DEMO.admin);
    const operator = await routeNames(DEMO.user);
    expect(superAdmin.names).toContain('auto-product-selection_aba-search-terms');
    expect(admin.names).toContain('auto-product-selection_product-radar');
    expect(operator.names).not.toContain('auto-product-selection');
    expect(operator.names).not.toContain('auto-product-selection_aba-search-terms');
    expect(operator.names).toContain('system-settings_shop-authorize');
  });

  it('answers whether a route exists for this user', async () => {
    const operator = await routeNames(DEMO.user);
    const exists = (routeName: string) =>
      server.call<boolean>(`/route/isRouteExist?routeName=${routeName}`, undefined, {
        token: operator.token,
        method: 'GET',
      });
    expect((await exists('keyword-manage_board')).body.data).toBe(true);
    expect((await exists('auto-product-selection_product-radar')).body.data).toBe(false);
    expect((await exists('')).body.code).toBe('4000');
  });
});
