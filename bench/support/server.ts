// The server as `npm start` runs it, in a child process, plus one bench-only hook: on an IPC message it
// runs a heavy query on its own database, so a bench can measure light calls while the database is busy.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoAccountsIfEmpty } from '../../apps/server/src/seed/demo-accounts.ts';

const config = loadConfig();
const database = await openDatabase(config);
await seedDemoAccountsIfEmpty(database.db);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', async (message: { type: string; rows?: number }) => {
  if (message.type === 'heavy') {
    const started = Date.now();
    await database.pool.query('select count(*) from generate_series(1, $1::bigint) as n where n % 7 = 3', [
      message.rows,
    ]);
    process.send?.({ type: 'heavy-done', ms: Date.now() - started });
  }
  if (message.type === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
