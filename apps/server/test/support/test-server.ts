import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, storeSecrets, type Config } from '../../src/config.ts';
import { restoreBackup } from '../../src/db/backup.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/modules/auth/rate-limit.ts';
import { seedDemoAccountsIfEmpty } from '../../src/seed/demo-accounts.ts';

/**
 * TEST_POSTGRES_URL points at a PostgreSQL server (its maintenance database); each test server then
 * gets a throwaway database there. Without it, each test server gets its own PGlite directory.
 */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL;

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  baseUrl: string;
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  call<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>;
  outboxCode(phone: string, scene: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  rawBody?: string;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: { code: string; msg: string; data: T };
}

export interface TestServerOptions {
  rateLimits?: Partial<RateLimits>;
  env?: Record<string, string>;
  logStream?: { write(line: string): void };
  /** The demo history on this sandbox (what `npm start` wires in demo mode). */
  demoSandboxUrl?: string;
  demoAccountIndex?: number;
  botSendPolicy?: AppDeps['botSendPolicy'];
  /** A backup file to restore into the new server's empty database instead of seeding the demo accounts. */
  restoreFrom?: string;
}

export async function startTestServer(options: TestServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-test-'));
  const throwaway = postgresAdminUrl ? await createThrowawayDatabase(postgresAdminUrl) : undefined;
  const environment = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: throwaway?.url,
    // Suites fire thousands of requests from one address; the per-IP limit has its own test.
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Imports a suite did not ask for would change its counts; aba-weekly.test.ts turns it on.
    ABA_WEEKLY_IMPORT: 'off',
    // backup.test.ts backs up itself; a test crossing 03:00 UTC would otherwise write one too.
    BACKUP_SCHEDULE: 'off',
    ...options.env,
  };
  let config = loadConfig(environment);
  const database = await openDatabase(config);
  if (options.restoreFrom) {
    const { secrets } = await restoreBackup(database.pool, options.restoreFrom);
    storeSecrets(dataDir, secrets);
    config = loadConfig(environment);
  } else await seedDemoAccountsIfEmpty(database.db);
  const app = await buildApp({
    config,
    database,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    logStream: options.logStream,
    demoSandboxUrl: options.demoSandboxUrl,
    demoAccountIndex: options.demoAccountIndex,
    botSendPolicy: options.botSendPolicy,
    // The test sandbox does not throttle: no need to keep to Catalog Items' 2 calls a second.
    catalogCallIntervalMs: 0,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const server: TestServer = {
    app,
    baseUrl,
    config,
    database,
    jwtSecret: config.jwtSecret,
    async call(path, body, { token, method = 'POST', headers = {}, rawBody } = {}) {
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async outboxCode(phone, scene) {
      const result = await database.db.execute<{ code: string }>(
        sql`select code from sms_code where phone = ${phone} and scene = ${scene} order by created_at desc limit 1`,
      );
      const code = result.rows[0]?.code;
      if (!code) throw new Error(`no code in the outbox for ${phone}/${scene}`);
      return code;
    },
    async close() {
      await app.close();
      await database.close();
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

async function createThrowawayDatabase(adminUrl: string) {
  const name = `termwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export const DEMO = {
  superAdmin: '13800000001',
  admin: '13800000002',
  user: '13800000003',
  password: 'demo_123456',
};

export async function loginAs(server: TestServer, phone: string, password = DEMO.password) {
  const result = await server.call<{ token: string; refreshToken: string }>('/v1/enter/login', {
    phone,
    password,
  });
  if (result.body.code !== '0000') throw new Error(`login failed for ${phone}: ${result.body.msg}`);
  return result.body.data;
}

/** A new seller signing up by phone: a new organisation whose admin they are. Answers their access token. */
export async function registerSeller(server: TestServer, phone: string, userName = 'new_seller') {
  await server.call('/v1/enter/send_code', { phone, scene: 'register' });
  const code = await server.outboxCode(phone, 'register');
  const registered = await server.call<{ token: string }>('/v1/enter/register', {
    phone,
    code,
    password: 'seller_123456',
    userName,
  });
  if (registered.body.code !== '0000')
    throw new Error(`register failed for ${phone}: ${registered.body.msg}`);
  return registered.body.data.token;
}
