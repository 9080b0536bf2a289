// Light API calls at 50 connections: login (argon2id), user info alone and while a heavy query keeps
// the database busy. The server runs in its own process on a fresh embedded database.
import { load, loadSeconds, throughputFigures } from './support/autocannon.ts';
import type { BenchContext, Figure } from './support/harness.ts';
import { startServer } from './support/server-process.ts';

export const title = 'API at 50 connections (embedded database)';

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const duration = loadSeconds(ctx.quick);
  const server = await startServer(ctx);
  try {
    const token = await server.login();
    const userInfo = {
      url: `${server.baseUrl}/v1/user/info`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${token}` },
      duration,
    };
    ctx.log('login (argon2id verify)');
    const login = await load({
      url: `${server.baseUrl}/v1/enter/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000003', password: 'demo_123456' }),
      duration,
    });
    ctx.log('user info');
    const alone = await load(userInfo);
    ctx.log('user info while a heavy query runs');
    const heavy = server.heavyQuery(ctx.quick ? 15_000_000 : 60_000_000);
    const duringHeavy = await load({ ...userInfo, duration: Math.min(duration, 5) });
    const heavyMs = await heavy;
    return [
      ...throughputFigures('login (argon2id verify; no target, bound by 2 cores)', login),
      ...throughputFigures('user-info', alone, { reqPerSecond: 5_000, p99Ms: 25 }),
      ...throughputFigures(`user-info during a heavy query (${(heavyMs / 1000).toFixed(1)} s)`, duringHeavy, {
        reqPerSecond: 5_000,
        p99Ms: 25,
      }),
    ];
  } finally {
    await server.stop();
  }
}
