// User info at 50 connections while 300 MB uploads with no line break arrive back to back, against the same
// call on the idle server: an upload built to hold the server must be refused from its first bytes
// (issue 29). The server runs in its own process on a fresh embedded database with one US shop.
import { sendHostileUpload } from '../apps/server/test/support/hostile-upload.ts';
import { load, loadSeconds, throughputFigures } from './support/autocannon.ts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { startServer } from './support/server-process.ts';

export const title = 'API during hostile uploads (embedded database)';

const MB = 1024 * 1024;
const HOSTILE_BYTES = 300 * MB;
const NO_LINE_BREAK = Buffer.alloc(MB, 'a');

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const server = await startServer(ctx);
  try {
    const token = await server.login();
    await server.seedYear(1_000, 0);
    const userInfo = {
      url: `${server.baseUrl}/v1/user/info`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${token}` },
      duration: loadSeconds(ctx.quick),
    };
    ctx.log('user info, idle');
    const idle = await load(userInfo);
    ctx.log('user info while 300 MB uploads without a line break arrive');
    const upload = `${server.baseUrl}/v1/aba/upload?marketplaceId=ATVPDKIKX0DER&reportPeriod=WEEK&startDate=2026-01-04`;
    let sending = true;
    const refusals: { ms: number; code: string; sentMb: number }[] = [];
    const uploads = (async () => {
      while (sending) {
        const started = performance.now();
        const answer = await sendHostileUpload(upload, token, HOSTILE_BYTES, () => NO_LINE_BREAK);
        refusals.push({
          ms: performance.now() - started,
          code: answer.envelope.code,
          sentMb: answer.sentBytes / MB,
        });
      }
    })();
    const during = await load(userInfo);
    sending = false;
    await uploads;
    const refused = refusals.filter((one) => one.code === '4000');
    const slowest = Math.max(...refusals.map((one) => one.ms));
    const target = 2 * idle.latency.p99;
    return [
      ...throughputFigures('user-info, idle (for the hostile-upload target)', idle),
      figure(
        'user-info p99 during 300 MB hostile uploads',
        during.latency.p99,
        'ms',
        atMost(target),
        `target twice the idle p99 (${idle.latency.p99} ms); ${during.requests.average.toFixed(0)} req/s; ` +
          `${refused.length} of ${refusals.length} uploads refused (4000), slowest refusal ${slowest.toFixed(0)} ms, ` +
          `at most ${Math.max(...refusals.map((one) => one.sentMb)).toFixed(1)} MB sent of 300`,
      ),
      figure('hostile upload: slowest refusal', slowest, 'ms', atMost(1000)),
    ].map((one) => (refused.length === refusals.length ? one : { ...one, met: false }));
  } finally {
    await server.stop();
  }
}
