import type { E2eSuite } from './suite';

/** The demo shops sync their history and the demo rules run after a fresh start: that takes minutes. */
export const DEMO_DATA_MS = 420_000;

/** One call of the suite's API as the given token (the envelope's data, or an error naming the call). */
export async function api<T>(suite: E2eSuite, path: string, token: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; data: T };
  if (envelope.code !== '0000') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

type ShopSyncState = { shopId: string; job: { state: string } | null };

/**
 * Waits until every demo shop has synced, had its history seeded and its rules run: each shows negated and
 * pending terms and no sync waits or runs. Waiting on the first shop only let specs start while the other
 * shops still synced, and the lists they read were still being replaced.
 */
export async function waitForDemoNegations(suite: E2eSuite): Promise<void> {
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  const settled = async (shop: ShopSyncState) => {
    if (shop.job?.state === 'queued' || shop.job?.state === 'running') return false;
    const kpi = await api<{ negatedCount: number; pendingCount: number }>(suite, '/v1/negLog/kpi', token, {
      shopId: shop.shopId,
    });
    return kpi.negatedCount > 0 && kpi.pendingCount > 0;
  };
  const deadline = Date.now() + DEMO_DATA_MS;
  while (Date.now() < deadline) {
    const { accounts } = await api<{ accounts: { shops: ShopSyncState[] }[] }>(suite, '/v1/shop/list', token);
    const shops = accounts.flatMap((account) => account.shops);
    const states = await Promise.all(shops.map(settled));
    if (shops.length > 0 && states.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error('the demo shops did not all bring negated and pending terms');
}

/**
 * Forgets the demo admin's remembered negative-keywords filters. Specs share one demo server, and a filter
 * one spec leaves behind (an ASIN, a status) would narrow the list the next spec opens.
 */
export async function forgetNegativeKeywordFilters(suite: E2eSuite): Promise<void> {
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  for (const path of ['/v1/common/cur_filter', '/v1/common/def_filter']) {
    await api(suite, path, token, { page: 'keyword-manage_negative-keywords', filter: null });
  }
}
