// The server as `npm start` runs it, in a child process, plus bench-only hooks on IPC messages: a heavy
// query on its own database (to measure light calls while the database is busy), a year of one shop's data
// written into it, and one evaluation of the demo rules over that shop.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { shop as shopTable } from '../../apps/server/src/db/schema/index.ts';
import { createCurrencyModule } from '../../apps/server/src/modules/currency/index.ts';
import { createEngineRepo } from '../../apps/server/src/modules/negation/engine/repo.ts';
import { createOperationLog } from '../../apps/server/src/modules/operation-log/index.ts';
import { loadShopFacts, planRun } from '../../apps/server/src/modules/negation/run.ts';
import { createShopDirectory } from '../../apps/server/src/modules/shop/directory.ts';
import { createSyncedAds } from '../../apps/server/src/modules/shop/synced-ads.ts';
import { seedDemoAccountsIfEmpty } from '../../apps/server/src/seed/demo-accounts.ts';
import { seedYearOfData } from './year-of-data.ts';

const config = loadConfig();
const database = await openDatabase(config);
await seedDemoAccountsIfEmpty(database.db);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

/** The demo rules, each looking back a whole year: the database sums every row of the shop. */
async function evaluateYear(shopId: string) {
  const { currencies } = createCurrencyModule({
    db: database.db,
    operationLog: createOperationLog(database.db),
  });
  const repo = createEngineRepo(
    database.db,
    createSyncedAds(database.db),
    currencies,
    createShopDirectory(database.db).shopsOfOrganisation,
  );
  let peakMb = process.memoryUsage.rss() / 1_048_576;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, process.memoryUsage.rss() / 1_048_576)), 50);
  const started = Date.now();
  const [shop] = await database.db.select().from(shopTable).where(eq(shopTable.id, shopId));
  if (!shop) throw new Error(`no shop ${shopId}`);
  const rules = (await repo.enabledRulesFor(shop)).map((rule) => ({ ...rule, lookbackDays: 365 }));
  const facts = await loadShopFacts(repo, shop, new Date());
  const planned = await planRun(rules, facts, Number.MAX_SAFE_INTEGER);
  const proposed = planned.perRule.reduce((sum, { candidates }) => sum + candidates.length, 0);
  const ms = Date.now() - started;
  clearInterval(sampler);
  const { rows } = await database.pool.query<{ count: number }>(
    'select count(*)::int as count from search_term_daily where shop_id = $1',
    [shopId],
  );
  return { ms, rules: rules.length, facts: rows[0]!.count, proposed, peakMb };
}

process.on(
  'message',
  async (message: { type: string; rows?: number; negations?: number; shopId?: string }) => {
    if (message.type === 'heavy') {
      const started = Date.now();
      await database.pool.query('select count(*) from generate_series(1, $1::bigint) as n where n % 7 = 3', [
        message.rows,
      ]);
      process.send?.({ type: 'heavy-done', ms: Date.now() - started });
    }
    if (message.type === 'seed-year') {
      const shopId = await seedYearOfData(database.pool, message.rows!, message.negations!);
      process.send?.({ type: 'seeded', shopId });
    }
    if (message.type === 'evaluate')
      process.send?.({ type: 'evaluated', ...(await evaluateYear(message.shopId!)) });
    if (message.type === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  },
);
