import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ABA_BACKFILL_MAX_WEEKS } from '@termwise/contracts';
import { Cron } from 'croner';
import { z } from 'zod';
import { parseAllowList } from './http/outbound.ts';
import { WEB_DIST_DIR } from './paths.ts';

function readsAsAllowList(text: string) {
  try {
    parseAllowList(text);
    return true;
  } catch {
    return false;
  }
}

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: z.enum(['on', 'off', 'accounts']).default('on'),
  DEMO_ABA_WEEKS: z.coerce.number().int().min(0).max(ABA_BACKFILL_MAX_WEEKS).default(ABA_BACKFILL_MAX_WEEKS),
  ABA_WEEKLY_IMPORT: z.enum(['on', 'off']).default('on'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  AMAZON_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  AMAZON_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_CLIENT_SECRET: z.string().min(1).optional(),
  AMAZON_SP_APP_ID: z.string().min(1).optional(),
  AMAZON_TOKEN_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  AMAZON_SANDBOX_URL: z.url().optional(),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  SANDBOX_THROTTLE: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  NEGATION_MAX_PER_RUN: z.coerce.number().int().min(0).max(10_000).default(50),
  WEBHOOK_ALLOW: z
    .string()
    .default('')
    .refine(readsAsAllowList, 'hosts, host:port, URL prefixes or CIDR ranges, comma-separated'),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  BACKUP_SCHEDULE: z
    .string()
    .default('0 3 * * *')
    .refine(readsAsSchedule, 'a cron pattern (e.g. 0 3 * * * for 03:00 UTC daily), or off'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  REPORT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
});

function readsAsSchedule(text: string) {
  if (text === 'off') return true;
  try {
    new Cron(text).stop();
    return true;
  } catch {
    return false;
  }
}

export type Config = ReturnType<typeof loadConfig>;

/** Parses every environment variable the server reads, once, and fails fast naming the bad one. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(join(dataDir, SECRET_FILES.jwtSecret)),
    logLevel: env.LOG_LEVEL,
    demo: env.DEMO !== 'off',
    /** `accounts`: the demo accounts only, without the sandbox shops and their history ingest. */
    demoShops: env.DEMO === 'on',
    /** Weeks of Brand Analytics history the demo imports for each marketplace of its shops (0: none). */
    demoAbaWeeks: env.DEMO_ABA_WEEKS,
    /** Each day, the newest ended Brand Analytics week of every authorized marketplace, unless loaded. */
    abaWeeklyImport: env.ABA_WEEKLY_IMPORT === 'on',
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    webDistDir: resolve(env.WEB_DIST_DIR ?? WEB_DIST_DIR),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    /** Requests per IP and minute, every route. */
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none). */
    trustProxyHops: env.TRUST_PROXY,
    amazon: amazonConfig(env, dataDir),
    /** Automatic negations one run may send for one shop; above it the run holds them all for a person. */
    negationMaxPerRun: env.NEGATION_MAX_PER_RUN,
    /** Private receivers a bot may post to (hosts, URL prefixes, CIDR ranges); public ones need no entry. */
    webhookAllow: env.WEBHOOK_ALLOW,
    /** How long a crashed instance's job waits before another instance takes it over. */
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    backup: {
      /** A cron pattern read in UTC, or undefined when scheduled backups are off. */
      schedule: env.BACKUP_SCHEDULE === 'off' ? undefined : env.BACKUP_SCHEDULE,
      dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
      keep: env.BACKUP_KEEP,
    },
    /** Months of report rows kept before the current one; older months are dropped. Undefined: all kept. */
    reportRetentionMonths: env.REPORT_RETENTION_MONTHS,
  };
}

/** The LWA application the sandbox knows by default (its README's DEFAULT_CLIENT); live mode needs a real one. */
const SANDBOX_CLIENT = { clientId: 'amzn1.application-oa2-client.sandbox', clientSecret: 'sandbox-secret' };

function amazonConfig(env: z.infer<typeof environmentSchema>, dataDir: string) {
  const live = env.AMAZON_MODE === 'live';
  if (live && (!env.AMAZON_CLIENT_ID || !env.AMAZON_CLIENT_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  AMAZON_MODE=live needs AMAZON_CLIENT_ID and AMAZON_CLIENT_SECRET',
    );
  }
  return {
    mode: env.AMAZON_MODE,
    clientId: env.AMAZON_CLIENT_ID ?? SANDBOX_CLIENT.clientId,
    clientSecret: env.AMAZON_CLIENT_SECRET ?? SANDBOX_CLIENT.clientSecret,
    /** The SP-API application (Seller Central authorization, Brand Analytics); the sandbox's own by default. */
    spApplicationId: env.AMAZON_SP_APP_ID ?? (live ? undefined : 'amzn1.sp.solution.sandbox'),
    tokenKey: env.AMAZON_TOKEN_KEY
      ? Buffer.from(env.AMAZON_TOKEN_KEY, 'base64')
      : Buffer.from(
          readOrCreateSecret(join(dataDir, SECRET_FILES.amazonTokenKey), () =>
            randomBytes(32).toString('base64'),
          ),
          'base64',
        ),
    /** An already running sandbox (tests, `npm run sandbox`); without it main.ts starts one in-process. */
    sandboxUrl: env.AMAZON_SANDBOX_URL?.replace(/\/$/, ''),
    sandboxPort: env.SANDBOX_PORT,
    /** The in-process sandbox throttles as Amazon does (429 with Retry-After) unless `off`. */
    sandboxThrottle: env.SANDBOX_THROTTLE === 'on',
    /** The in-process sandbox's tokens and world changes, so a restart changes nothing for the seller. */
    sandboxStateDir: join(dataDir, 'amazon-sandbox'),
  };
}

export type AmazonConfig = ReturnType<typeof amazonConfig>;

const SECRET_FILES = { jwtSecret: 'jwt-secret', amazonTokenKey: 'amazon-token-key' } as const;

/** What a backup must carry besides the rows: the JWT secret and the key that encrypts Amazon tokens (base64). */
export function secretsOf(config: Config) {
  return { jwtSecret: config.jwtSecret, amazonTokenKey: config.amazon.tokenKey.toString('base64') };
}

/** Puts restored secrets where the next start reads them (a secret set in the environment still wins). */
export function storeSecrets(dataDir: string, secrets: ReturnType<typeof secretsOf>): void {
  for (const [name, file] of Object.entries(SECRET_FILES))
    writeFileSync(join(dataDir, file), secrets[name as keyof typeof SECRET_FILES], { mode: 0o600 });
}

/** A secret generated on first start and kept beside the data, so tokens survive restarts. */
function readOrCreateSecret(path: string, generate = () => randomBytes(48).toString('base64url')): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = generate();
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
