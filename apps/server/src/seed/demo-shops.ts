import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDomainEvents } from '../jobs/events.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createOperationLog } from '../modules/operation-log/index.ts';
import { createShopModule } from '../modules/shop/index.ts';

/** The sandbox seller the demo organisation connects: account A, with its US, UK and JP shops. */
const DEMO_ACCOUNT_INDEX = 0;
/**
 * The backfill keeps both cores busy for half a minute. The server's own start-up work settles first; a
 * longer wait would only delay the history a new user opens the app to see.
 */
const START_DELAY_MS = 1_000;

/**
 * Connects the demo organisation to the sandbox the way a seller would, minus the browser: open the
 * consent page, pick account A, Allow, and hand the code back. Its shops' 90-day backfill then runs as
 * jobs, which the running app's job runner picks up from the shared queue.
 */
export async function connectDemoShops(options: {
  config: Config;
  db: Database;
  sandboxUrl: string;
  organisationId: string;
  callbackUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, organisationId, callbackUrl, log } = options;
  const shops = createShopModule({
    config: options.config,
    db,
    queue: createJobQueue(db),
    operationLog: createOperationLog(db),
    events: createDomainEvents(),
    log,
    nudge: () => undefined,
    sandboxUrl: options.sandboxUrl,
  }).service;
  await sleep(START_DELAY_MS);
  const consentUrl = await shops.startConsent({ organisationId }, callbackUrl, null, 'NA');
  const page = await (await fetch(consentUrl)).text();
  const accounts = [...page.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '/ap/oa/consent';
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('account', accounts[DEMO_ACCOUNT_INDEX]!);
  form.set('decision', 'allow');
  const answer = await fetch(new URL(action, consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = new URL(answer.headers.get('location') ?? '', callbackUrl);
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state)
    throw new Error(`the sandbox consent did not answer a code (${callback.searchParams.get('error')})`);
  const { shops: connected } = await shops.completeAuthorization(state, code);
  log.info(
    { shops: connected },
    'demo: connected the sandbox seller account; the 90-day history ingest runs in the background',
  );
}
