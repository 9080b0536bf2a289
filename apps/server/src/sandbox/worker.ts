import { parentPort, workerData } from 'node:worker_threads';
import { createSandbox } from '@termwise/amazon-sandbox';
import { runThisThreadInBackground } from '../jobs/background-thread.ts';

// The simulated Amazon builds its reports on this machine; live, that work is Amazon's. It yields to ours.
runThisThreadInBackground();

const { stateDir, throttle } = workerData as { stateDir: string; throttle: boolean };

/**
 * Amazon lets one seller create 15 Brand Analytics reports at once, then one a minute: a real year of weeks
 * for three marketplaces takes over two hours. The demo's Amazon lets its year through at the same pace
 * as the rest of the demo; the client still honours every 429 it meets.
 */
const DEMO_YEAR_OF_REPORTS = { perSecond: 0.0167, burst: 200 };
const demoReportRates = {
  spApiReportCreate: { perClient: DEMO_YEAR_OF_REPORTS, perProfile: DEMO_YEAR_OF_REPORTS },
  spApiReportDocument: { perClient: DEMO_YEAR_OF_REPORTS, perProfile: DEMO_YEAR_OF_REPORTS },
};

// The sandbox builds report files on its own thread, so a 90-day backfill never stalls the API's event loop.
// It is the demo's Amazon: its shops carry the structure mistakes the duplicate-keywords screen finds, and
// its Brand Analytics weeks hold 5,000 terms per marketplace (a year of them is about 300 MB in the database).
const sandbox = await createSandbox({
  stateDir,
  structureMistakes: true,
  abaTermsPerMarketplace: 5_000,
  throttle: throttle ? demoReportRates : false,
});
const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
parentPort!.postMessage({ type: 'ready', port: Number(new URL(url).port) });
let stopping = false;
parentPort!.on('message', (message: { type?: string }) => {
  if (message.type === 'idleFor?')
    parentPort!.postMessage({ type: 'idleFor', idleForMs: sandbox.idleForMs() });
  if (message.type !== 'stop' || stopping) return;
  stopping = true;
  void sandbox.app.close().finally(() => parentPort!.postMessage({ type: 'stopped' }));
});
