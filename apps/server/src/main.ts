import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccountsIfEmpty } from './seed/demo-accounts.ts';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database });

if (config.demo && (await seedDemoAccountsIfEmpty(database.db))) {
  app.log.info('seeded the demo organisation and its accounts');
}

await app.listen({ port: config.port, host: config.host });
app.jobRunner.start();
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
console.log(`Termwise listening on http://${shownHost}:${port} (database: ${database.kind})`);
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
