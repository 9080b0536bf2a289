// One Brand Analytics import in a process of its own, so its resident memory is the server's: a Seller
// Central authorization of sandbox account A, then the production import job (SP-API report, download to
// DATA_DIR, streamed COPY, publish) for a US week, then the ABA table's text-filter query timed.
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { shopToday } from '../../apps/server/src/shop-calendar.ts';
import { amazonGrant, organisation, shop } from '../../apps/server/src/db/schema/index.ts';
import type { JobContext } from '../../apps/server/src/jobs/runner.ts';
import { createDomainEvents } from '../../apps/server/src/jobs/events.ts';
import { createJobQueue } from '../../apps/server/src/jobs/queue.ts';
import { amazonEndpoints } from '../../apps/server/src/modules/amazon/endpoints.ts';
import { createLwaClient } from '../../apps/server/src/modules/amazon/lwa.ts';
import { createTokenCipher } from '../../apps/server/src/modules/amazon/token-cipher.ts';
import {
  abaImportJob,
  createAbaImportHandler,
  type AbaImportPayload,
} from '../../apps/server/src/modules/brand-analytics/import-job.ts';
import { createReportRepo } from '../../apps/server/src/modules/brand-analytics/report-repo.ts';
import { createTermsRepo } from '../../apps/server/src/modules/brand-analytics/terms-repo.ts';
import { createOperationLog } from '../../apps/server/src/modules/operation-log/index.ts';
import { createShopModule } from '../../apps/server/src/modules/shop/index.ts';

const sandboxUrl = process.env.AMAZON_SANDBOX_URL!;
const TOKEN_KEY = Buffer.alloc(32, 9).toString('base64');
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', AMAZON_TOKEN_KEY: TOKEN_KEY });
const log = pino({ level: 'silent' });
const rssMb = () => process.memoryUsage().rss / 1_048_576;

const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { db } = database;
const endpoints = amazonEndpoints(config.amazon, sandboxUrl);
const refreshToken = await sellerCentralConsent();
const cipher = createTokenCipher(Buffer.from(TOKEN_KEY, 'base64'));
const [org] = await db.insert(organisation).values({ name: 'bench' }).returning();
const [grant] = await db
  .insert(amazonGrant)
  .values({
    organisationId: org!.id,
    accountId: 'A',
    accountName: 'bench',
    mode: 'sandbox',
    refreshTokenCipher: cipher.encrypt('unused'),
    sellingPartnerTokenCipher: cipher.encrypt(refreshToken),
  })
  .returning();
await db.insert(shop).values({
  organisationId: org!.id,
  grantId: grant!.id,
  profileId: '1',
  name: 'bench US',
  countryCode: 'US',
  marketplaceId: 'ATVPDKIKX0DER',
  region: 'NA',
  currencyCode: 'USD',
  timezone: 'America/Los_Angeles',
  accountType: 'seller',
});

const queue = createJobQueue(db);
const shops = createShopModule({
  config,
  db,
  queue,
  operationLog: createOperationLog(db),
  events: createDomainEvents(),
  log,
  nudge: () => undefined,
  sandboxUrl,
});
const reports = createReportRepo(db);
const handler = createAbaImportHandler({
  db,
  repo: reports,
  source: shops.brandAnalytics,
  downloadDir: `${config.dataDir}/downloads/aba`,
  signal: new AbortController().signal,
  log,
  // The pictures' catalog calls come after the import, and are not part of it.
  onPublished: async () => undefined,
});
const startDate = lastEndedSunday();
const payload: AbaImportPayload = {
  organisationId: org!.id,
  marketplaceId: 'ATVPDKIKX0DER',
  reportPeriod: 'WEEK',
  startDate,
  endDate: new Date(Date.parse(startDate) + 6 * 86_400_000).toISOString().slice(0, 10),
  departments: [],
};
const { id: jobId } = await queue.enqueue({
  kind: abaImportJob,
  dedupeKey: 'bench',
  payload,
  organisationId: org!.id,
});
const job = await queue.leaseNext([abaImportJob.name]);

let peakMb = rssMb();
const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 50);
const started = Date.now();
// The job's progress marks its phases: 5 once Amazon's report is done, 30 once the document is on disk.
const phases = { reportReadyS: 0, downloadedS: 0 };
const context: JobContext<AbaImportPayload> = {
  job: job!,
  payload,
  reportProgress: (progress, checkpoint) => {
    const at = (Date.now() - started) / 1000;
    if (progress >= 5 && !phases.reportReadyS) phases.reportReadyS = at;
    if (progress >= 30 && !phases.downloadedS) phases.downloadedS = at;
    return queue.progress(jobId, progress, checkpoint);
  },
};
await handler(context);
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);

const [report] = await reports.reports(org!.id, { ready: true });
const { rows } = await database.pool.query<{ rows: number }>(
  `select (count(asin1) + count(asin2) + count(asin3))::int as rows from aba_search_term where report_id = $1`,
  [report!.id],
);
const filterP95Ms = await textFilterP95(report!.id, report!.terms);
await database.close();
process.send!({
  type: 'result',
  rows: rows[0]!.rows,
  terms: report!.terms,
  seconds,
  ...phases,
  peakMb,
  filterP95Ms,
});

/** The ABA table's first page with one include word, 20 words in turn: the 95th percentile. */
async function textFilterP95(reportId: string, reportTerms: number): Promise<number> {
  const terms = createTermsRepo(db);
  const words = ['black', 'organizer', 'portable', 'kids', 'led', 'bottle', 'set', 'cotton', 'mini', 'lamp'];
  const timings: number[] = [];
  for (const word of [...words, ...words]) {
    const at = performance.now();
    await terms.page(
      {
        reportId,
        back: {},
        include: [word],
        exclude: [],
        department: '',
        asinOrBrand: '',
        sortField: 'rank',
        sortOrder: 'asc',
        limit: 50,
        offset: 0,
      },
      reportTerms,
    );
    timings.push(performance.now() - at);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.ceil(timings.length * 0.95) - 1]!;
}

/** Seller Central's consent for sandbox account A, as the seller's browser gives it; answers the refresh token. */
async function sellerCentralConsent(): Promise<string> {
  const query = new URLSearchParams({
    application_id: 'amzn1.sp.solution.sandbox',
    state: 'bench',
    redirect_uri: 'http://127.0.0.1/callback',
    version: 'beta',
  });
  const consentUrl = `${sandboxUrl}/sellercentral/na/apps/authorize/consent?${query}`;
  const page = await (await fetch(consentUrl)).text();
  const account = /<option value="([^"]+)"/.exec(page)![1]!;
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  const form = new URLSearchParams(query);
  form.set('account', account);
  form.set('decision', 'confirm');
  const answer = await fetch(new URL(action, consentUrl), { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(answer.headers.get('location')!).searchParams.get('spapi_oauth_code')!;
  return (await createLwaClient(endpoints).exchangeSellingPartnerCode(code)).refreshToken;
}

/**
 * The newest week that has ended on the US marketplace's calendar (Los Angeles), which Amazon and the server
 * go by: from Sunday 00:00 UTC to 08:00 UTC the UTC week has ended there but not yet in Los Angeles.
 */
function lastEndedSunday(): string {
  const today = new Date(`${shopToday('America/Los_Angeles')}T00:00:00Z`);
  return new Date(today.getTime() - (today.getUTCDay() + 7) * 86_400_000).toISOString().slice(0, 10);
}
