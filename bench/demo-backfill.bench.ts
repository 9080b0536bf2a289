// The demo backfill: the real server starts on a fresh embedded database with the demo organisation, which
// connects its three sandbox shops and ingests their 90-day history (entities and reports) in the
// background. Timed from the server listening until every shop's first sync has ended, with nothing
// else running.
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { demoApi, type ShopSync } from './support/demo-api.ts';
import { startMainServer } from './support/main-process.ts';

export const title = 'Demo backfill (3 sandbox shops x 90 days, embedded database)';

const DEADLINE_MS = 600_000;

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const started = Date.now();
  const server = await startMainServer(ctx);
  try {
    const listening = Date.now();
    const api = await demoApi(server.baseUrl);
    ctx.log('waiting for every demo shop to finish its first sync');
    let shops: ShopSync[] = [];
    while (Date.now() - listening < DEADLINE_MS) {
      shops = await api.shops();
      if (shops.length && shops.every((shop) => shop.lastSyncAt || shop.job?.state === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const synced = shops.filter((shop) => shop.lastSyncAt).length;
    const seconds = (Date.now() - listening) / 1000;
    const complete = shops.length > 0 && synced === shops.length;
    return [
      figure(
        'demo backfill: every shop synced',
        complete ? Math.round(seconds * 10) / 10 : null,
        's',
        atMost(30),
        complete
          ? `${shops.length} shops; from the server listening (start-up took ${((listening - started) / 1000).toFixed(1)} s)`
          : `${synced} of ${shops.length} shops synced after ${seconds.toFixed(0)} s`,
      ),
    ];
  } finally {
    await server.stop();
  }
}
