import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT } from '../src/index.ts';
import { codeGrant, consent, pkcePair, refreshGrant, startSandbox, tokenRequest } from './helpers.ts';

const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

describe('Login with Amazon per region, and client authentication', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  for (const prefix of ['/na', '/eu', '/fe']) {
    it(`runs the whole flow on ${prefix}: consent, code exchange, refresh`, async () => {
      const { verifier, challenge } = pkcePair();
      const { location } = await consent(sandbox.baseUrl, { challenge, regionPrefix: prefix });
      const code = location.searchParams.get('code')!;
      const exchanged = await tokenRequest(sandbox.baseUrl, codeGrant(code, verifier), {}, prefix);
      expect(exchanged.status).toBe(200);
      const refresh = refreshGrant(exchanged.body.refresh_token!);
      expect((await tokenRequest(sandbox.baseUrl, refresh, {}, prefix)).status).toBe(200);
      // A token is good only in the region that issued it, as on Amazon's regional hosts.
      const elsewhere = prefix === '/eu' ? '/fe' : '/eu';
      const refused = await tokenRequest(sandbox.baseUrl, refresh, {}, elsewhere);
      expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    });
  }

  it("refuses a code at another region's token endpoint", async () => {
    const { verifier, challenge } = pkcePair();
    const { location } = await consent(sandbox.baseUrl, { challenge, regionPrefix: '/eu' });
    const answer = await tokenRequest(
      sandbox.baseUrl,
      codeGrant(location.searchParams.get('code')!, verifier),
      {},
      '/fe',
    );
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('accepts HTTP Basic client authentication (RFC 6749 2.3.1) with the grant in the form body', async () => {
    const { verifier, challenge } = pkcePair();
    const { location } = await consent(sandbox.baseUrl, { challenge });
    const {
      client_id: _id,
      client_secret: _secret,
      ...grant
    } = codeGrant(location.searchParams.get('code')!, verifier);
    const answer = await tokenRequest(
      sandbox.baseUrl,
      grant,
      basic(DEFAULT_CLIENT.clientId, DEFAULT_CLIENT.clientSecret),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.refresh_token).toMatch(/^Atzr\|/);
  });

  it('answers invalid_client with WWW-Authenticate to a wrong Basic secret, invalid_request to two methods', async () => {
    const fields = { grant_type: 'refresh_token', refresh_token: 'Atzr|x' };
    const wrong = await fetch(`${sandbox.baseUrl}/auth/o2/token`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: basic(DEFAULT_CLIENT.clientId, 'wrong'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const both = await tokenRequest(
      sandbox.baseUrl,
      { ...fields, client_id: DEFAULT_CLIENT.clientId, client_secret: DEFAULT_CLIENT.clientSecret },
      basic(DEFAULT_CLIENT.clientId, DEFAULT_CLIENT.clientSecret),
    );
    expect(both).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
});
