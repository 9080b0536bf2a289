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
  const login = await call('/v1/enter/login', undefined, { phone: '13800000002', password: DEMO_PASSWORD });
  const token = (login.data as { token: string }).token;
  return {
    token,
    async shops(): Promise<ShopSync[]> {
      const list = (await call('/v1/shop/list', token)).data as { accounts: { shops: ShopSync[] }[] };
      return list.accounts.flatMap((account) => account.shops);
    },
    async runningSyncs() {
      return (await this.shops()).filter((shop) => shop.job?.state === 'running').length;
    },
  };
}
