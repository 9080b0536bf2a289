// One server-side ingest in a process of its own, so its resident memory is the server's: opens the
// database as the server does (DATA_DIR, or DATABASE_URL), then ingests the report host's report twice
// through the production path (report client download, worker-thread parse, staging and merge), into a
// new shop of its own or, given SHOP_ID, into that existing shop.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { shop } from '../../apps/server/src/db/schema/index.ts';
import { createAdsClient } from '../../apps/server/src/modules/amazon/ads-client.ts';
import type { AmazonEndpoints } from '../../apps/server/src/modules/amazon/endpoints.ts';
import { createLwaClient } from '../../apps/server/src/modules/amazon/lwa.ts';
import { createReportClient } from '../../apps/server/src/modules/amazon/reports.ts';
import { ingestReport } from '../../apps/server/src/modules/shop/sync/ingest-report.ts';
import { insertBareShop } from '../../apps/server/test/support/bare-shop.ts';

const hostUrl = process.env.REPORT_HOST_URL!;
const dataDir = process.env.DATA_DIR!;
const rssMb = () => process.memoryUsage().rss / 1_048_576;

const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
const benchShop = process.env.SHOP_ID ? await existingShop(process.env.SHOP_ID) : await newShop();
await new Promise((resolve) => setTimeout(resolve, 2000));
const idleMb = rssMb();

const endpoints: AmazonEndpoints = {
  mode: 'sandbox',
  lwa: Object.fromEntries(
    (['NA', 'EU', 'FE'] as const).map((region) => [
      region,
      { authorizeUrl: `${hostUrl}/ap/oa`, tokenUrl: `${hostUrl}/auth/o2/token` },
    ]),
  ) as AmazonEndpoints['lwa'],
  ads: { NA: hostUrl, EU: hostUrl, FE: hostUrl },
  sellingPartner: { NA: hostUrl, EU: hostUrl, FE: hostUrl },
  sellerCentral: { NA: hostUrl, EU: hostUrl, FE: hostUrl },
  sellingPartnerTokenUrl: `${hostUrl}/auth/o2/token`,
  spApplicationId: undefined,
  clientId: 'bench',
  clientSecret: 'bench',
};
const reports = createReportClient(createAdsClient(endpoints, createLwaClient(endpoints)));
const deps = {
  db: database.db,
  reports,
  signal: new AbortController().signal,
  downloadDir: `${dataDir}/downloads`,
};
const scope = {
  grantId: benchShop.grantId,
  refreshToken: 'x',
  authRegion: 'NA' as const,
  profileId: benchShop.profileId,
  region: 'NA' as const,
};
const window = { type: 'spSearchTerm' as const, startDate: '2026-01-01', endDate: '2026-01-31' };

let peakMb = rssMb();
const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 50);
const totals = async () => {
  const { rows } = await database.pool.query<{ rows: string; clicks: string; cents: string }>(
    `select count(*) as rows, sum(clicks) as clicks, sum(round(cost * 100))::bigint as cents
     from search_term_daily where shop_id = $1`,
    [benchShop.id],
  );
  return { rows: Number(rows[0]!.rows), clicks: Number(rows[0]!.clicks), costCents: Number(rows[0]!.cents) };
};

let started = Date.now();
await ingestReport(deps, benchShop.id, scope, window);
const seconds = (Date.now() - started) / 1000;
const first = await totals();
started = Date.now();
await ingestReport(deps, benchShop.id, scope, window);
const rerunSeconds = (Date.now() - started) / 1000;
const rerun = await totals();
clearInterval(sampler);
await database.close();
process.send!({ type: 'result', seconds, rerunSeconds, idleMb, peakMb, first, rerun });

async function existingShop(id: string) {
  const [found] = await database.db.select().from(shop).where(eq(shop.id, id));
  if (!found) throw new Error(`no shop ${id}`);
  return found;
}

async function newShop() {
  return existingShop(await insertBareShop(database.db, 'bench'));
}
