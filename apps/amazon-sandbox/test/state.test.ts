import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { adsClient, authorize, DAY_MS, refreshGrant, START, startSandbox, tokenRequest } from './helpers.ts';

const NEGATIVE_KEYWORD = 'application/vnd.spNegativeKeyword.v3+json';

describe('sandbox state in a directory', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  it('a restart on the same directory keeps tokens, the world and what clients changed', async () => {
    const first = await startSandbox({ stateDir });
    const { accessToken, refreshToken } = await authorize(first.baseUrl);
    const shop = first.world.accounts[0]!.shops[0]!;
    const client = adsClient(first.baseUrl, accessToken, shop.profileId);
    const adGroup = shop.adGroups.all()[0]!.entity;
    const created = await client.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, {
      negativeKeywords: [
        {
          campaignId: adGroup.campaignId,
          adGroupId: adGroup.adGroupId,
          keywordText: 'cheap knock off',
          matchType: 'NEGATIVE_EXACT',
          state: 'ENABLED',
        },
      ],
    });
    const negativeId = (created.body.negativeKeywords as { success: { negativeKeywordId: string }[] })
      .success[0]!.negativeKeywordId;
    const before = await client.call('POST', '/sp/negativeKeywords/list', NEGATIVE_KEYWORD, {
      maxResults: 5000,
    });
    await first.close();

    // Two days later, on another port: the refresh token still works and the world is the same one.
    const later = new Date(START.getTime() + 2 * DAY_MS);
    const sandbox = await createSandbox({ seed: 7, reportDelayMs: 100, stateDir, now: () => later });
    const secondUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const refreshed = await tokenRequest(secondUrl, refreshGrant(refreshToken));
    expect(refreshed.status).toBe(200);
    const again = adsClient(secondUrl, refreshed.body.access_token!, shop.profileId);
    const after = await again.call('POST', '/sp/negativeKeywords/list', NEGATIVE_KEYWORD, {
      maxResults: 5000,
    });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect((after.body.negativeKeywords as { keywordId: string }[]).map((n) => n.keywordId)).toContain(
      negativeId,
    );
    const campaigns = (world: typeof first.world) =>
      world
        .shop(shop.profileId)!
        .campaigns.all()
        .map((c) => c.entity);
    expect(campaigns(sandbox.world)).toEqual(campaigns(first.world));

    // Ids drawn after the restart continue the sequence instead of repeating one.
    const next = await again.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, {
      negativeKeywords: [
        {
          campaignId: adGroup.campaignId,
          adGroupId: adGroup.adGroupId,
          keywordText: 'used broken',
          matchType: 'NEGATIVE_EXACT',
          state: 'ENABLED',
        },
      ],
    });
    const nextId = (next.body.negativeKeywords as { success: { negativeKeywordId: string }[] }).success[0]!
      .negativeKeywordId;
    expect(nextId).not.toBe(negativeId);
    await sandbox.app.close();
  });

  it('a restart replays a harvest: campaign, ad group, product ad and exact keyword, and the traffic they carry', async () => {
    const harvestDir = mkdtempSync(join(tmpdir(), 'sandbox-harvest-'));
    const first = await startSandbox({ stateDir: harvestDir });
    const { accessToken } = await authorize(first.baseUrl);
    const shop = first.world.accounts[0]!.shops[0]!;
    const product = shop.products[2]!;
    const client = adsClient(first.baseUrl, accessToken, shop.profileId);
    const created = async (path: string, mediaType: string, key: string, item: object) =>
      (
        (await client.call('POST', path, mediaType, { [key]: [item] })).body[key] as {
          success: Record<string, string>[];
        }
      ).success[0]!;
    const { campaignId } = await created('/sp/campaigns', 'application/vnd.spCampaign.v3+json', 'campaigns', {
      name: 'Harvest',
      targetingType: 'MANUAL',
      state: 'ENABLED',
      budget: { budgetType: 'DAILY', budget: 10 },
    });
    const { adGroupId } = await created('/sp/adGroups', 'application/vnd.spAdGroup.v3+json', 'adGroups', {
      campaignId,
      name: 'Exact',
      state: 'ENABLED',
      defaultBid: 1,
    });
    await created('/sp/productAds', 'application/vnd.spProductAd.v3+json', 'productAds', {
      campaignId,
      adGroupId,
      sku: product.sku,
      state: 'ENABLED',
    });
    await created('/sp/keywords', 'application/vnd.spKeyword.v3+json', 'keywords', {
      campaignId,
      adGroupId,
      keywordText: product.kind.coreTerms[0]!,
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 1,
    });
    const harvested = (world: typeof first.world) =>
      world
        .shop(shop.profileId)!
        .paths.filter((path) => path.campaign.campaignId === campaignId)
        .map(({ key, impressionsPerDay, fromDay }) => ({ key, impressionsPerDay, fromDay }));
    expect(harvested(first.world)).toHaveLength(1);
    await first.close();

    const sandbox = await createSandbox({
      seed: 7,
      reportDelayMs: 100,
      stateDir: harvestDir,
      now: () => START,
    });
    expect(harvested(sandbox.world)).toEqual(harvested(first.world));
    const adGroups = (world: typeof first.world) => world.shop(shop.profileId)!.adGroups.all();
    expect(adGroups(sandbox.world)).toEqual(adGroups(first.world));
    await sandbox.app.close();
    rmSync(harvestDir, { recursive: true, force: true });
  });
});
