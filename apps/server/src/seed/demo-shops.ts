import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDomainEvents } from '../jobs/events.ts';
import { giveDemoOperatorShops } from './demo-accounts.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { createOperationLog } from '../modules/operation-log/index.ts';
import { createBrandAnalyticsModule } from '../modules/brand-analytics/index.ts';
import {
  CALLBACK_PATH,
  createShopModule,
  SELLING_PARTNER_CALLBACK_PATH,
  type ShopModule,
} from '../modules/shop/index.ts';

/** The sandbox seller the demo organisation connects: account A, with its US, UK and JP shops. */
export const DEMO_ACCOUNT_INDEX = 0;
/**
 * The backfill keeps both cores busy for half a minute. The server's own start-up work settles first; a
 * longer wait would only delay the history a new user opens the app to see.
 */
const START_DELAY_MS = 1_000;

/**
 * Brand Analytics imports wait this long after the shops connect: the shops' 90-day backfill (about 30 s)
 * fills the first screens first, and the year of ABA weeks follows in the background, one import at a time.
 */
const ABA_START_DELAY_MS = 60_000;

/**
 * Connects the demo organisation to the sandbox the way a seller would, minus the browser: open the
 * consent page, pick account A, Allow, and hand the code back. Its shops' 90-day backfill then runs as
 * jobs, which the running app's job runner picks up from the shared queue. The same account then
 * authorizes Seller Central, and `abaWeeks` of Brand Analytics history are queued for its marketplaces.
 */
export async function connectDemoShops(options: {
  config: Config;
  db: Database;
  sandboxUrl: string;
  organisationId: string;
  /** Where the server is reached: the consents return to its callback paths. */
  serverUrl: string;
  log: FastifyBaseLogger;
}) {
  const { config, db, organisationId, serverUrl, log } = options;
  const queue = createJobQueue(db);
  const shopModule = createShopModule({
    config,
    db,
    queue,
    operationLog: createOperationLog(db),
    events: createDomainEvents(),
    log,
    nudge: () => undefined,
    sandboxUrl: options.sandboxUrl,
  });
  const shops = shopModule.service;
  await sleep(START_DELAY_MS);
  const consentUrl = await shops.startConsent({ organisationId }, `${serverUrl}${CALLBACK_PATH}`, null, 'NA');
  const callback = await allowInSandbox(consentUrl, 'allow');
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state)
    throw new Error(`the sandbox consent did not answer a code (${callback.searchParams.get('error')})`);
  const { shops: connected, grantId } = await shops.completeAuthorization(state, code);
  await giveDemoOperatorShops(db, organisationId);
  log.info(
    { shops: connected },
    'demo: connected the sandbox seller account; the 90-day history ingest runs in the background',
  );
  if (config.demoAbaWeeks)
    await queueDemoBrandAnalytics({ ...options, queue, shopModule, grantId, weeks: config.demoAbaWeeks });
}

/** The demo account's Seller Central authorization, then its marketplaces' last `weeks` of ABA weeks. */
async function queueDemoBrandAnalytics(options: {
  config: Config;
  db: Database;
  queue: JobQueue;
  shopModule: ShopModule;
  organisationId: string;
  grantId: string;
  serverUrl: string;
  weeks: number;
  log: FastifyBaseLogger;
}) {
  const { shopModule, log } = options;
  const sellerCentral = shopModule.sellingPartner;
  const { url } = await sellerCentral.startAsSystem(
    options.grantId,
    `${options.serverUrl}${SELLING_PARTNER_CALLBACK_PATH}`,
  );
  const back = await allowInSandbox(url, 'confirm');
  const returned = (name: string) => back.searchParams.get(name) ?? '';
  await sellerCentral.complete(
    returned('state'),
    returned('selling_partner_id'),
    returned('spapi_oauth_code'),
  );
  const brandAnalytics = createBrandAnalyticsModule({
    db: options.db,
    dataDir: options.config.dataDir,
    source: shopModule.brandAnalytics,
    shops: shopModule.directory,
    syncedAds: shopModule.syncedAds,
    queue: options.queue,
    log,
    signal: shopModule.shutdownSignal,
    nudge: () => undefined,
    // Only its service queues the backfill: the app's own module runs the jobs and the schedule.
    weeklyImport: false,
  });
  const startAt = new Date(Date.now() + ABA_START_DELAY_MS);
  await brandAnalytics.service.backfillAsSystem(options.organisationId, options.weeks, startAt);
  log.info({ weeks: options.weeks }, 'demo: queued the Brand Analytics history of its marketplaces');
}

/** Opens a sandbox consent page, picks the demo's account and answers `decision`: where Amazon sends us back. */
async function allowInSandbox(consentUrl: string, decision: 'allow' | 'confirm'): Promise<URL> {
  const page = await (await fetch(consentUrl)).text();
  const accounts = [...page.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`the sandbox consent page has no form: ${page.slice(0, 200)}`);
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('account', accounts[DEMO_ACCOUNT_INDEX]!);
  form.set('decision', decision);
  const answer = await fetch(new URL(action, consentUrl), { method: 'POST', body: form, redirect: 'manual' });
  return new URL(answer.headers.get('location') ?? '', consentUrl);
}
