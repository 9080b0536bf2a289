import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import {
  createSandbox,
  DEFAULT_CLIENT,
  DEFAULT_SELLING_PARTNER_APP,
  type SandboxOptions,
} from '../src/index.ts';

export const REDIRECT_URI = 'http://127.0.0.1:9999/callback';
export const START = new Date('2026-11-21T08:00:00Z');
export const DAY_MS = 86_400_000;

/** A sandbox listening on a free port, with a clock the test can move; unthrottled unless asked. */
export async function startSandbox(options: Omit<SandboxOptions, 'now'> = {}) {
  const clock = { now: START };
  const sandbox = await createSandbox({
    seed: 7,
    reportDelayMs: 100,
    throttle: false,
    ...options,
    now: () => clock.now,
  });
  const baseUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...sandbox, baseUrl, clock, close: () => sandbox.app.close() };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** A sandbox and a seller's access token to its Ads API: what most suites start from. */
export async function startAuthorizedSandbox(options: Omit<SandboxOptions, 'now'> = {}) {
  const sandbox = await startSandbox(options);
  const { accessToken } = await authorize(sandbox.baseUrl);
  return { sandbox, accessToken };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Goes through the consent page as a seller would and returns the authorization code. */
export async function consent(
  baseUrl: string,
  options: { challenge: string; account?: number; decision?: string; regionPrefix?: string },
) {
  const query = new URLSearchParams({
    client_id: DEFAULT_CLIENT.clientId,
    scope: 'advertising::campaign_management',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
  });
  const page = await fetch(`${baseUrl}${options.regionPrefix ?? ''}/ap/oa?${query}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const accounts = [...html.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1] as string);
  const form = new URLSearchParams(query);
  form.set('account', accounts[options.account ?? 0] as string);
  form.set('decision', options.decision ?? 'allow');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
  const answer = await fetch(`${baseUrl}${action}`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { html, location: new URL(answer.headers.get('location') as string) };
}

export async function tokenRequest(
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  regionPrefix = '',
) {
  const response = await fetch(`${baseUrl}${regionPrefix}/auth/o2/token`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** The token request that trades a refresh token for a new access token, as Termwise's client sends it. */
export function refreshGrant(refreshToken: string): Record<string, string> {
  return {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: DEFAULT_CLIENT.clientId,
    client_secret: DEFAULT_CLIENT.clientSecret,
  };
}

export function codeGrant(code: string, verifier: string): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: DEFAULT_CLIENT.clientId,
    client_secret: DEFAULT_CLIENT.clientSecret,
    code_verifier: verifier,
  };
}

/** Full authorization: consent, code exchange. Returns the tokens. */
export async function authorize(baseUrl: string, account = 0) {
  const { verifier, challenge } = pkcePair();
  const { location } = await consent(baseUrl, { challenge, account });
  const { body } = await tokenRequest(
    baseUrl,
    codeGrant(location.searchParams.get('code') as string, verifier),
  );
  return { accessToken: body.access_token as string, refreshToken: body.refresh_token as string };
}

/** An Ads API client for one profile, as Termwise's own would call Amazon. */
export function adsClient(baseUrl: string, accessToken: string, profileId?: number) {
  const headers = (mediaType?: string): Record<string, string> => ({
    authorization: `Bearer ${accessToken}`,
    'amazon-advertising-api-clientid': DEFAULT_CLIENT.clientId,
    ...(profileId === undefined ? {} : { 'amazon-advertising-api-scope': String(profileId) }),
    ...(mediaType ? { 'content-type': mediaType, accept: mediaType } : {}),
  });
  return {
    async call(
      method: string,
      path: string,
      mediaType?: string,
      body?: unknown,
      extraHeaders: Record<string, string> = {},
    ) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers(mediaType), ...extraHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    },
  };
}

export type AdsClient = ReturnType<typeof adsClient>;

export const REPORT_MEDIA_TYPE = 'application/vnd.createasyncreportrequest.v3+json';

export const SEARCH_TERM_COLUMNS = [
  'date',
  'campaignId',
  'campaignName',
  'adGroupId',
  'adGroupName',
  'keywordId',
  'keyword',
  'matchType',
  'targeting',
  'searchTerm',
  'impressions',
  'clicks',
  'cost',
  'costPerClick',
  'clickThroughRate',
  'purchases1d',
  'purchases7d',
  'purchases14d',
  'purchases30d',
  'sales1d',
  'sales7d',
  'sales14d',
  'sales30d',
  'unitsSoldClicks7d',
  'campaignBudgetCurrencyCode',
];

export function searchTermReport(startDate: string, endDate: string, columns = SEARCH_TERM_COLUMNS) {
  return {
    name: `search terms ${startDate}..${endDate}`,
    startDate,
    endDate,
    configuration: {
      adProduct: 'SPONSORED_PRODUCTS',
      groupBy: ['searchTerm'],
      columns,
      reportTypeId: 'spSearchTerm',
      timeUnit: 'DAILY',
      format: 'GZIP_JSON',
    },
  };
}

/** Creates a report, polls it to COMPLETED and downloads it. */
export async function runReport(client: AdsClient, body: unknown) {
  const created = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, body);
  expect(created.status).toBe(200);
  const reportId = created.body.reportId as string;
  const statuses = [created.body.status as string];
  let report = created.body;
  for (
    let attempt = 0;
    attempt < 200 && report.status !== 'COMPLETED' && report.status !== 'FAILED';
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    report = (await client.call('GET', `/reporting/reports/${reportId}`, REPORT_MEDIA_TYPE)).body;
    statuses.push(report.status as string);
  }
  if (report.status !== 'COMPLETED') return { report, statuses, bytes: undefined, rows: [] };
  const download = await fetch(report.url as string);
  const bytes = Buffer.from(await download.arrayBuffer());
  const rows = JSON.parse(gunzipSync(bytes).toString('utf8')) as Record<string, string | number>[];
  return { report, statuses, bytes, rows };
}

export function isoDay(date: Date, offsetDays = 0): string {
  return new Date(date.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** A seller's Seller Central authorization of the default SP-API application, and its token refresh. */
export async function sellerCentralTokens(baseUrl: string, account = 0) {
  const consentUrl = `${baseUrl}/sellercentral/na/apps/authorize/consent?${new URLSearchParams({
    application_id: DEFAULT_SELLING_PARTNER_APP.applicationId,
    state: 'sp-state',
    redirect_uri: REDIRECT_URI,
    version: 'beta',
  })}`;
  const html = await (await fetch(consentUrl)).text();
  const accounts = [...html.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('account', accounts[account]!);
  form.set('decision', 'confirm');
  const answer = await fetch(`${baseUrl}${action}`, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(answer.headers.get('location')!).searchParams.get('spapi_oauth_code')!;
  const client = { client_id: DEFAULT_CLIENT.clientId, client_secret: DEFAULT_CLIENT.clientSecret };
  const { body } = await tokenRequest(baseUrl, { grant_type: 'authorization_code', code, ...client });
  const refresh = async () =>
    (await tokenRequest(baseUrl, refreshGrant(body.refresh_token!))).body.access_token!;
  return { accessToken: body.access_token!, refresh };
}
