// User info at 50 connections while the server ingests reports: the real server starts on a fresh
// embedded database with the demo sandbox shops, whose 90-day history ingest (report download, gunzip,
// parse in a worker, write) runs in the background; the load runs while those sync jobs are running.
import { load, loadSeconds, throughputFigures } from './support/autocannon.ts';
import { figure, type BenchContext, type Figure } from './support/harness.ts';
import { startMainServer } from './support/main-process.ts';
import { demoApi } from './support/demo-api.ts';

export const title = 'API at 50 connections during an ingest (embedded database, demo backfill)';

const NAME = 'user-info during an ingest';

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const server = await startMainServer(ctx);
  try {
    const api = await demoApi(server.baseUrl);
    const runningSyncs = () => api.runningSyncs();
    ctx.log('waiting for the demo backfill ingest to start');
    const deadline = Date.now() + 120_000;
    while ((await runningSyncs()) === 0) {
      if (Date.now() > deadline)
        return [figure(`${NAME}: p99`, null, 'ms', undefined, 'the ingest never started')];
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    ctx.log('user info while shops sync');
    const result = await load({
      url: `${server.baseUrl}/v1/user/info`,
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}` },
      duration: loadSeconds(ctx.quick),
    });
    const stillRunning = await runningSyncs();
    const figures = throughputFigures(NAME, result, { reqPerSecond: 5_000, p99Ms: 25 });
    // A load run that outlasted the ingest measured an idle server for part of its time: say so.
    if (stillRunning === 0) {
      return figures.map((one) => ({ ...one, met: false, note: 'the ingest ended before the load run did' }));
    }
    return figures.map((one) => ({
      ...one,
      note: `${one.note ?? ''}${one.note ? '; ' : ''}${stillRunning} shop syncs still running at the end`,
    }));
  } finally {
    await server.stop();
  }
}
