// The demo server's API as the bench drives it: one logged-in demo user and its shops' sync jobs.
import { DEMO_PASSWORD } from './server-process.ts';

export interface ShopSync {
  lastSyncAt: string | null;
  job: { state: string; startedAt: string | null; finishedAt: string | null } | null;
}

export async function demoApi(baseUrl: string) {
  const call = async (path: string, token?: string, body: unknown = {}) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: never };
  };
  const logIn = async () => {
    const login = await call('/v1/enter/login', undefined, { phone: '13800000002', password: DEMO_PASSWORD });
    return (login.data as { token: string }).token;
  };
  let token = await logIn();
  /** A call as the demo user, logged in again when the access token has expired (a first run outlasts it). */
  const callAsUser = async (path: string) => {
    const answer = await call(path, token);
    if (answer.data !== null) return answer;
    token = await logIn();
    return call(path, token);
  };
  return {
    get token() {
      return token;
    },
    async shops(): Promise<ShopSync[]> {
      const list = (await callAsUser('/v1/shop/list')).data as { accounts: { shops: ShopSync[] }[] };
      return list.accounts.flatMap((account) => account.shops);
    },
    /** Brand Analytics weeks loaded, and how many the demo's authorized marketplaces make for `weeks` each. */
    async abaWeeks(weeks: number) {
      const { marketplaces } = (await callAsUser('/v1/aba/marketplaces')).data as {
        marketplaces: { authorized: boolean; periods: unknown[] }[];
      };
      const authorized = marketplaces.filter((marketplace) => marketplace.authorized);
      return {
        loaded: authorized.reduce((sum, marketplace) => sum + marketplace.periods.length, 0),
        expected: authorized.length * weeks,
      };
    },
    async runningSyncs() {
      return (await this.shops()).filter((shop) => shop.job?.state === 'running').length;
    },
  };
}

/** Waits until every demo shop's first sync has ended (or `deadlineMs` passed): its seconds, and how many synced. */
export async function waitForFirstSyncs(api: Awaited<ReturnType<typeof demoApi>>, deadlineMs: number) {
  const started = Date.now();
  let shops: ShopSync[] = [];
  while (Date.now() - started < deadlineMs) {
    shops = await api.shops();
    if (shops.length && shops.every((shop) => shop.lastSyncAt || shop.job?.state === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    seconds: (Date.now() - started) / 1000,
    shops: shops.length,
    synced: shops.filter((shop) => shop.lastSyncAt).length,
  };
}
