import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 10 point 3: limits counted and checked in one atomic step, so a burst of parallel attempts never
 * gets more checks than the limit. Runs on PGlite and, under `npm test`, again on PostgreSQL.
 */
let server: TestServer;
const SPACING_SECONDS = 2;

beforeAll(async () => {
  server = await startTestServer({
    // One proxy hop is trusted, so a test can speak from many addresses through X-Forwarded-For.
    env: { TRUST_PROXY: '1' },
    rateLimits: {
      loginFailuresPerPhone: { max: 5, windowSeconds: 600 },
      loginFailuresPerIp: { max: 1000, windowSeconds: 600 },
      loginSlowdownPerPhone: { after: 8, windowSeconds: 600, spacingSeconds: SPACING_SECONDS },
      codesPerPhone: { max: 100, windowSeconds: 3600 },
      codesPerIp: { max: 1000, windowSeconds: 3600 },
      codeChecksPerPhone: { max: 5, windowSeconds: 300 },
      codeChecksPerIp: { max: 10_000, windowSeconds: 3600 },
    },
  });
});
afterAll(() => server.close());

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const codes = (answers: { body: { code: string } }[]) =>
  answers.reduce<Record<string, number>>((counts, { body }) => {
    counts[body.code] = (counts[body.code] ?? 0) + 1;
    return counts;
  }, {});
const parallel = <T>(count: number, attempt: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));

describe('login limits under a burst', () => {
  it('200 parallel wrong passwords from one address get exactly 5 password checks', async () => {
    const answers = await parallel(200, () =>
      server.call('/v1/enter/login', { phone: DEMO.user, password: 'wrong_one' }, from('10.0.0.1')),
    );
    expect(codes(answers)).toEqual({ '4000': 5, '4029': 195 });
  });

  it('the lock holds the phone and address pair only: the owner elsewhere still logs in', async () => {
    const owner = await server.call(
      '/v1/enter/login',
      { phone: DEMO.user, password: DEMO.password },
      from('10.0.0.2'),
    );
    expect(owner.body.code).toBe('0000');
  });

  it('failures from many addresses slow the phone down to one check per spacing, never lock it', async () => {
    const phone = DEMO.superAdmin;
    const wrong = (ip: string) => server.call('/v1/enter/login', { phone, password: 'wrong_one' }, from(ip));
    for (let index = 0; index < 8; index += 1) await wrong(`10.1.0.${index}`);

    const burst = await parallel(40, (index) => wrong(`10.2.0.${index}`));
    expect(codes(burst)).toEqual({ '4000': 1, '4029': 39 });
    const retryAfter = burst.map(
      ({ body }) => (body.data as { retryAfter?: number } | null)?.retryAfter ?? 0,
    );
    expect(Math.max(...retryAfter)).toBeLessThanOrEqual(SPACING_SECONDS);

    await new Promise((resolve) => setTimeout(resolve, SPACING_SECONDS * 1000 + 200));
    const owner = await server.call('/v1/enter/login', { phone, password: DEMO.password }, from('10.3.0.1'));
    expect(owner.body.code).toBe('0000');
  });
});

describe('code limits under a burst', () => {
  it('300 parallel wrong codes get exactly 5 checks; the right code then waits for a new one', async () => {
    const phone = DEMO.admin;
    await server.call('/v1/enter/send_code', { phone, scene: 'login' });
    const code = await server.outboxCode(phone, 'login');
    const wrongCode = code === '000000' ? '000001' : '000000';
    const answers = await parallel(300, (index) =>
      server.call(
        '/v1/enter/code_login',
        { phone, code: wrongCode },
        from(`10.4.${index >> 8}.${index & 255}`),
      ),
    );
    expect(codes(answers)).toEqual({ '4000': 5, '4029': 295 });
    expect((await server.call('/v1/enter/code_login', { phone, code })).body.code).toBe('4029');
  });

  it('register answers alike for a registered and a new phone, 5 checks each at most', async () => {
    const attempt = (phone: string) =>
      parallel(100, () =>
        server.call('/v1/enter/register', { phone, code: '123456', password: 'pass_123', userName: 'Guess' }),
      );
    const registered = codes(await attempt(DEMO.admin));
    const fresh = codes(await attempt('13700000099'));
    expect(registered).toEqual({ '4000': 5, '4029': 95 });
    expect(fresh).toEqual(registered);
  });

  it('50 parallel code requests for one phone send one code', async () => {
    const phone = '13700000098';
    const answers = await parallel(50, () =>
      server.call('/v1/enter/send_code', { phone, scene: 'register' }),
    );
    expect(codes(answers)).toEqual({ '0000': 1, '4029': 49 });
    const { rows } = await server.database.pool.query('select 1 from sms_code where phone = $1', [phone]);
    expect(rows).toHaveLength(1);
  });
});

describe('requests per address', () => {
  let limited: TestServer;
  // An address of its own, so only this test's calls count. Three CI runs saw all 40 refused: the store
  // handed every request one shared counter (see request-limit.ts and its test).
  const ADDRESS = '10.0.9.9';
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '20', TRUST_PROXY: '1' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with the envelope and Retry-After past the limit, on any route', async () => {
    const login = await limited.call<{ token: string }>(
      '/v1/enter/login',
      { phone: DEMO.user, password: DEMO.password },
      from(ADDRESS),
    );
    const { token } = login.body.data;
    const answers = await parallel(40, () =>
      limited.call('/v1/user/info', undefined, { token, ...from(ADDRESS) }),
    );
    // The whole tally of status and envelope code, so a failure shows what came back.
    const tally: Record<string, number> = {};
    for (const { status, body } of answers) {
      const key = `${status} ${(body as { code?: string }).code}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({ '200 0000': 19, '429 4029': 21 });
    const refused = answers.find(({ status }) => status === 429)!;
    expect(refused.body).toMatchObject({ code: '4029', data: { retryAfter: expect.any(Number) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const missing = await limited.call('/v1/no/such/route', {}, from(ADDRESS));
    expect(missing.status).toBe(429);
  });
});
