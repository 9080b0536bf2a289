import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { dayNumber } from '../src/world/calendar.ts';
import { adsClient, authorize, START, startSandbox } from './helpers.ts';

const NEGATIVE_KEYWORD = 'application/vnd.spNegativeKeyword.v3+json';

async function post(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /__sandbox/backdate (demo history)', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-backdate-'));
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  it('puts a negative in force from an earlier day, journaled so a restart keeps it', async () => {
    const sandbox = await startSandbox({ stateDir });
    const { accessToken } = await authorize(sandbox.baseUrl);
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const path = shop.paths.find((candidate) => candidate.clause.kind === 'keyword')!;
    const { campaignId, adGroupId } = path.adGroup;
    const term = 'backdated demo term';
    const created = await adsClient(sandbox.baseUrl, accessToken, shop.profileId).call(
      'POST',
      '/sp/negativeKeywords',
      NEGATIVE_KEYWORD,
      { negativeKeywords: [{ campaignId, adGroupId, keywordText: term, matchType: 'NEGATIVE_EXACT', state: 'ENABLED' }] },
    );
    const id = (created.body.negativeKeywords as { success: { negativeKeywordId: string }[] }).success[0]!.negativeKeywordId;
    const today = dayNumber(shop.today(START));
    const date = new Date((today - 30) * 86_400_000).toISOString().slice(0, 10);
    expect(shop.negations.isNegated(campaignId, adGroupId, term, today - 30)).toBe(false);

    const answer = await post(sandbox.baseUrl, '/__sandbox/backdate', { profileId: shop.profileId, entityIds: [id, '404'], date });
    expect(answer).toEqual({ status: 200, body: { moved: [id] } });
    expect(shop.negations.isNegated(campaignId, adGroupId, term, today - 31)).toBe(false);
    expect(shop.negations.isNegated(campaignId, adGroupId, term, today - 30)).toBe(true);
    // Only ever back: a later date, or one before the world's history, moves nothing.
    const later = new Date((today - 10) * 86_400_000).toISOString().slice(0, 10);
    expect((await post(sandbox.baseUrl, '/__sandbox/backdate', { profileId: shop.profileId, entityIds: [id], date: later })).body).toEqual({ moved: [] });
    expect((await post(sandbox.baseUrl, '/__sandbox/backdate', { profileId: shop.profileId, entityIds: [id], date: '2020-01-01' })).body).toEqual({ moved: [] });
    expect((await post(sandbox.baseUrl, '/__sandbox/backdate', { profileId: shop.profileId, entityIds: [id], date: '2026-02-30' })).status).toBe(400);
    expect((await post(sandbox.baseUrl, '/__sandbox/backdate', { profileId: 1, entityIds: [id], date })).status).toBe(404);
    await sandbox.close();

    const again = await createSandbox({ seed: 7, reportDelayMs: 100, stateDir, now: () => START });
    const replayed = again.world.shop(shop.profileId)!;
    expect(replayed.negations.isNegated(campaignId, adGroupId, term, today - 31)).toBe(false);
    expect(replayed.negations.isNegated(campaignId, adGroupId, term, today - 30)).toBe(true);
    expect(replayed.negativeKeywords.get(id)!.createdAt.toISOString().slice(0, 10)).toBe(date);
    await again.app.close();
  });
});
