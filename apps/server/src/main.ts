import { existsSync } from 'node:fs';

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedSandboxDemoBot } from './sandbox/demo-bot.ts';
import { startSandboxOnDemand } from './sandbox/start.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccountsIfEmpty } from './seed/demo-accounts.ts';
import { connectDemoShops } from './seed/demo-shops.ts';

// Variables already in the environment win over the file, as with `node --env-file`.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
// The app's log is built after the database; a restart comes no sooner than half a minute after start.
const database = await openDatabase({
  ...config,
  onThreadRestart: (restart) =>
    app.log.info(restart, 'restarted the embedded database thread to give its grown memory back'),
});
const sandbox =
  config.amazon.mode === 'sandbox' && !config.amazon.sandboxUrl
    ? await startSandboxOnDemand(config.amazon)
    : undefined;
const sandboxUrl = sandbox?.url ?? config.amazon.sandboxUrl;
const app = await buildApp({
  config,
  database,
  amazonSandboxUrl: sandbox?.url,
  demoSandboxUrl: config.demoShops && config.amazon.mode === 'sandbox' ? sandboxUrl : undefined,
});

const demoOrganisationId = config.demo ? await seedDemoAccountsIfEmpty(database.db) : undefined;
if (demoOrganisationId) app.log.info('seeded the demo organisation and its accounts');
const demoSandbox =
  demoOrganisationId && config.demoShops && config.amazon.mode === 'sandbox' ? sandboxUrl : undefined;
// Before listening: whoever is told the server is up finds the demo bot already there.
if (demoOrganisationId && demoSandbox)
  await seedSandboxDemoBot({
    db: database.db,
    config,
    organisationId: demoOrganisationId,
    sandboxUrl: demoSandbox,
  });

await app.listen({ port: config.port, host: config.host });
app.jobRunner.start();
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
console.log(`Termwise listening on http://${shownHost}:${port} (database: ${database.kind})`);
if (sandbox) console.log(`Amazon sandbox (simulated Login with Amazon and Ads API) on ${sandbox.url}`);
if (sandbox?.portTaken)
  app.log.warn(
    { port: config.amazon.sandboxPort, url: sandbox.url },
    'SANDBOX_PORT was taken; the sandbox took a free port',
  );
if (demoOrganisationId && demoSandbox) {
  console.log(`Daily-report bot messages the sandbox received: ${demoSandbox}/webhooks`);
  connectDemoShops({
    config,
    db: database.db,
    sandboxUrl: demoSandbox,
    organisationId: demoOrganisationId,
    serverUrl: config.publicUrl ?? `http://${shownHost}:${port}`,
    log: app.log,
  }).catch((error: unknown) =>
    app.log.error({ err: error }, 'demo: could not connect the sandbox seller account'),
  );
}
if (config.demo) {
  console.log(
    `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.phone} ${a.roles.join('+')}`).join(', ')}`,
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // Keep-alive connections that finish their last request during close would otherwise stay open
  // until their idle timeout; closing them as they go idle lets the process exit promptly.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(closeIdle);
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
