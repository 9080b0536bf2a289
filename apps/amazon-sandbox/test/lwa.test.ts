import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adsClient,
  codeGrant,
  consent,
  pkcePair,
  REDIRECT_URI,
  refreshGrant,
  startSandbox,
  tokenRequest,
} from './helpers.ts';

describe('Login with Amazon', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('shows a consent page and redirects back with a code, state and scope', async () => {
    const { challenge } = pkcePair();
    const { html, location } = await consent(sandbox.baseUrl, { challenge });
    expect(html).toContain('Termwise Sandbox wants access to your Amazon Advertising account');
    expect(html).toContain('Allow');
    expect(html).toContain('Cancel');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('code')).toMatch(/^AN/);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('scope')).toBe('advertising::campaign_management');
  });

  it('redirects with access_denied when the seller cancels', async () => {
    const { location } = await consent(sandbox.baseUrl, {
      challenge: pkcePair().challenge,
      decision: 'cancel',
    });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses an unknown client with an error page instead of redirecting', async () => {
    const response = await fetch(
      `${sandbox.baseUrl}/ap/oa?client_id=nope&response_type=code&redirect_uri=${REDIRECT_URI}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
  });

  it('exchanges a code with the right PKCE verifier, once', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await consent(sandbox.baseUrl, { challenge })).location.searchParams.get('code') as string;

    const wrongVerifier = await tokenRequest(sandbox.baseUrl, codeGrant(code, pkcePair().verifier));
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');

    const exchanged = await tokenRequest(sandbox.baseUrl, codeGrant(code, verifier));
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(exchanged.body.access_token).toMatch(/^Atza\|/);
    expect(exchanged.body.refresh_token).toMatch(/^Atzr\|/);

    const reused = await tokenRequest(sandbox.baseUrl, codeGrant(code, verifier));
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    expect(reused.body.error_description).toBeTruthy();
  });

  it('rejects a code older than 5 minutes', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await consent(sandbox.baseUrl, { challenge })).location.searchParams.get('code') as string;
    const issuedAt = sandbox.clock.now;
    sandbox.clock.now = new Date(issuedAt.getTime() + 5 * 60_000 + 1000);
    try {
      const expired = await tokenRequest(sandbox.baseUrl, codeGrant(code, verifier));
      expect(expired.status).toBe(400);
      expect(expired.body.error).toBe('invalid_grant');
    } finally {
      sandbox.clock.now = issuedAt;
    }
  });

  it('rejects a wrong client secret with 401 invalid_client', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await consent(sandbox.baseUrl, { challenge })).location.searchParams.get('code') as string;
    const answer = await tokenRequest(sandbox.baseUrl, {
      ...codeGrant(code, verifier),
      client_secret: 'wrong',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('invalid_client');
  });

  it('refreshes an expired access token with the refresh token', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await consent(sandbox.baseUrl, { challenge })).location.searchParams.get('code') as string;
    const tokens = (await tokenRequest(sandbox.baseUrl, codeGrant(code, verifier))).body;
    const start = sandbox.clock.now;
    sandbox.clock.now = new Date(start.getTime() + 2 * 3_600_000);
    try {
      const stale = await adsClient(sandbox.baseUrl, tokens.access_token as string).call(
        'GET',
        '/v2/profiles',
      );
      expect(stale.status).toBe(401);

      const refreshed = await tokenRequest(sandbox.baseUrl, refreshGrant(tokens.refresh_token as string));
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.access_token).toMatch(/^Atza\|/);
      expect(refreshed.body.access_token).not.toBe(tokens.access_token);
      expect(refreshed.body.refresh_token).toBe(tokens.refresh_token);

      const fresh = await adsClient(sandbox.baseUrl, refreshed.body.access_token as string).call(
        'GET',
        '/v2/profiles',
      );
      expect(fresh.status).toBe(200);
    } finally {
      sandbox.clock.now = start;
    }
  });
});
