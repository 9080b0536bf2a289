import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { TOKEN_KEY } from './support/amazon.ts';
import { DEMO } from './support/test-server.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CREATE_NEGATIVE_KEYWORDS = /^\/sp\/(negativeKeywords|campaignNegativeKeywords)$/;

/**
 * Issue 10 point 8: the real server process is killed (SIGKILL) while it sends a confirmed negation to
 * Amazon, once after Amazon created the negative and once before the request reached Amazon. Restarted on
 * the same database, it finishes both by itself: the first negative is adopted, the second sent once.
 * Two processes share the database, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('a server killed mid-apply', () => {
  let world: NegationWorld;
  let gate: AmazonGate;
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-crash-apply-'));

  beforeAll(async () => {
    world = await startNegationWorld();
    // From here on only the spawned server works on jobs.
    await world.app.jobRunner.stop();
    gate = await startAmazonGate(world.sandbox.url);
  }, 300_000);

  afterAll(async () => {
    await gate?.close();
    await world?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const when of ['after', 'before'] as const) {
    it(`recovers at start a confirm killed ${when} Amazon created the negative, sending it once`, async () => {
      const rows = await pendingKeywordNegations(world, 2);
      const first = await spawnServer(world, gate.url, dataDir);
      const killed = gate.killOnCreate(when, first.child);
      const token = await first.login();
      await first.confirm(token, rows.map((row) => row.id)).catch(() => undefined);
      await killed;
      await first.exited;

      expect(await statuses(world, rows)).toEqual(rows.map(() => 'applying'));
      expect(await liveCopies(world, rows)).toEqual(rows.map(() => (when === 'after' ? 1 : 0)));

      const second = await spawnServer(world, gate.url, dataDir);
      try {
        await until(async () => ((await statuses(world, rows)).every((s) => s === 'applied') ? true : undefined), 90_000);
        expect(await liveCopies(world, rows)).toEqual(rows.map(() => 1));
      } finally {
        await second.stop();
      }
    }, 300_000);
  }
});

interface NegationRef {
  id: string;
  shop_id: string;
  campaign_id: string;
  ad_group_id: string | null;
  search_term: string;
  match_type: string;
}

/**
 * Negations waiting for a person to confirm. The demo rules apply most keyword negations by themselves,
 * so some applied ones are taken back on Amazon (archived) and proposed again.
 */
async function pendingKeywordNegations(world: NegationWorld, count: number): Promise<NegationRef[]> {
  const { rows } = await world.database.pool.query<NegationRef & { amazon_id: string; level: 'adGroup' | 'campaign' }>(
    `select id, shop_id, campaign_id, ad_group_id, search_term, match_type, amazon_id, level from negation
     where status = 'applied' and match_type <> 'ASIN_SAME_AS' order by id limit $1`,
    [count],
  );
  expect(rows).toHaveLength(count);
  for (const row of rows) await world.adsApi.archiveNegativeKeywords(row.shop_id, row.level, [row.amazon_id]);
  await world.database.pool.query(
    `update negation set status = 'pending', amazon_id = null, applied_at = null, negated_on = null where id = any($1)`,
    [rows.map((row) => row.id)],
  );
  return rows;
}

async function statuses(world: NegationWorld, rows: NegationRef[]): Promise<string[]> {
  const { rows: found } = await world.database.pool.query<{ id: string; status: string }>(
    `select id, status from negation where id = any($1)`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => found.find((candidate) => candidate.id === row.id)!.status);
}

/** How many live negatives Amazon holds for each row's term at its place. */
async function liveCopies(world: NegationWorld, rows: NegationRef[]): Promise<number[]> {
  return Promise.all(
    rows.map(async (row) => {
      const live = await world.adsApi.listNegatives(row.shop_id, {
        campaignId: row.campaign_id,
        adGroupId: row.ad_group_id,
      });
      return live.filter(
        (negative) =>
          negative.state.toUpperCase() !== 'ARCHIVED' &&
          negative.matchType === row.match_type &&
          negative.adGroupId === row.ad_group_id &&
          negative.value.toLowerCase() === row.search_term.toLowerCase(),
      ).length;
    }),
  );
}

type AmazonGate = Awaited<ReturnType<typeof startAmazonGate>>;

/**
 * A pass-through proxy in front of the sandbox that can SIGKILL the server on its next create of negative
 * keywords: after forwarding it (Amazon holds the negative, the server never hears so) or instead of it.
 */
async function startAmazonGate(sandboxUrl: string) {
  let trap: { when: 'after' | 'before'; child: ChildProcess; done: () => void } | undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const armed = trap && request.method === 'POST' && CREATE_NEGATIVE_KEYWORDS.test(request.url ?? '');
      if (armed && trap!.when === 'before') return kill(request);
      const forwarded = await fetch(sandboxUrl + request.url, {
        method: request.method,
        headers: forwardable(request),
        body: body.length ? new Uint8Array(body) : undefined,
      });
      const answer = Buffer.from(await forwarded.arrayBuffer());
      if (armed) return kill(request);
      response.writeHead(forwarded.status, Object.fromEntries(forwarded.headers));
      response.end(answer);
    })();
  });

  function kill(request: IncomingMessage) {
    const { child, done } = trap!;
    trap = undefined;
    child.kill('SIGKILL');
    request.socket.destroy();
    done();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    killOnCreate(when: 'after' | 'before', child: ChildProcess) {
      return new Promise<void>((done) => (trap = { when, child, done }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function forwardable(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
  }
  return headers;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function spawnServer(world: NegationWorld, amazonUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: world.database.pool.options.connectionString,
      DEMO: 'accounts',
      AMAZON_SANDBOX_URL: amazonUrl,
      AMAZON_TOKEN_KEY: TOKEN_KEY,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await until(
    () => /Termwise listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1],
    60_000,
    () => `the server did not start:\n${output}`,
  );
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: unknown };
  };
  return {
    child,
    exited,
    async login() {
      const answer = await post('/v1/enter/login', { phone: DEMO.admin, password: DEMO.password });
      return (answer.data as { token: string }).token;
    },
    confirm: (token: string, ids: string[]) => post('/v1/negOper/neg_processing', { ids, action: 'confirm' }, token),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  why = () => 'timed out',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
