import type {
  KeywordActResponse,
  KeywordExportRequest,
  KeywordGroup,
  KeywordGroupCountsResponse,
  KeywordGroupListResponse,
  RankHistoryResponse,
} from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';

let world: NegationWorld;
let admin: string;
let operator: string;
let stranger: string;
let shopId: string;

const sandboxShop = () => world.sandbox.world.shop(world.shops[0]!.profileId)!;
const list = async (body: Record<string, unknown>, token = admin) =>
  world.call<KeywordGroupListResponse>('/v1/keyword/group_list', { pageSize: 200, ...body }, token);
const groupsOf = async (kind: string) => {
  const answer = await list({ kind });
  expect(answer.code).toBe('0000');
  return answer.data.rows;
};

/** What a seller did on Amazon outside Termwise: the known mistakes this test looks for. */
function plantMistakes() {
  const shop = sandboxShop();
  const at = new Date();
  const [first, second] = shop.products;
  const groupsOfProduct = (asin: string) => {
    const ids = new Set(
      shop.productAds
        .all()
        .filter((ad) => ad.entity.asin === asin)
        .map((ad) => ad.entity.adGroupId),
    );
    return shop.adGroups
      .all()
      .map((g) => g.entity)
      .filter((g) => ids.has(g.adGroupId));
  };
  const exactOf = (asin: string) => groupsOfProduct(asin).find((g) => g.name === 'Exact')!;
  const broadOf = (asin: string) => groupsOfProduct(asin).find((g) => g.name === 'Broad')!;
  const exactKeyword = shop.keywords
    .all()
    .map((k) => k.entity)
    .find((k) => k.adGroupId === exactOf(first!.asin).adGroupId)!;
  const add = (adGroup: { adGroupId: string; campaignId: string }, keywordText: string, id: string) =>
    shop.keywords.add(
      {
        keywordId: id,
        campaignId: adGroup.campaignId,
        adGroupId: adGroup.adGroupId,
        state: 'ENABLED',
        keywordText,
        matchType: 'EXACT',
        bid: 1,
      },
      at,
    );
  // Same exact keyword for the same ASIN in its broad group, typed with other case and punctuation.
  add(broadOf(first!.asin), `${exactKeyword.keywordText.toUpperCase()}!`, '990000000000001');
  // A keyword only the second product targets, also targeted by the first: an overlap across ASINs.
  const secondExact = shop.keywords
    .all()
    .map((k) => k.entity)
    .find((k) => k.adGroupId === exactOf(second!.asin).adGroupId)!;
  add(exactOf(first!.asin), secondExact.keywordText, '990000000000002');
  // A negative exact blocking a phrase keyword in its own ad group.
  const phrase = shop.keywords
    .all()
    .map((k) => k.entity)
    .find((k) => k.matchType === 'PHRASE')!;
  shop.negativeKeywords.add(
    {
      keywordId: '990000000000003',
      campaignId: phrase.campaignId,
      adGroupId: phrase.adGroupId,
      state: 'ENABLED',
      keywordText: phrase.keywordText,
      matchType: 'NEGATIVE_EXACT',
    },
    at,
  );
  return { exactKeyword, secondExact, phrase, first: first!, second: second! };
}

let planted: ReturnType<typeof plantMistakes>;

beforeAll(async () => {
  world = await startNegationWorld();
  admin = world.admin;
  shopId = world.shops[0]!.shopId;
  operator = await world.login(DEMO.user);
  stranger = await world.registerOrganisation('13900000078');
}, 240_000);
afterAll(() => world?.close());

describe('a world without mistakes', () => {
  it('reports no duplicates, overlaps or conflicts', async () => {
    expect(await groupsOf('duplicate')).toEqual([]);
    expect(await groupsOf('overlap')).toEqual([]);
    expect(await groupsOf('conflict')).toEqual([]);
  });
});

describe('after the seller made known mistakes on Amazon', () => {
  beforeAll(async () => {
    planted = plantMistakes();
    const refresh = await world.call('/v1/negOper/data_refresh', { shopId }, admin);
    expect(refresh.code).toBe('0000');
    await world.settle();
  }, 240_000);

  it('finds the duplicate, folding case and punctuation, and names a keeper with its rule', async () => {
    const [duplicate, ...others] = await groupsOf('duplicate');
    expect(others).toEqual([]);
    expect(duplicate).toMatchObject({
      text: planted.exactKeyword.keywordText,
      matchType: 'EXACT',
      asins: [planted.first.asin],
    });
    expect(duplicate!.occurrences.map((o) => o.keywordId).sort()).toEqual(
      ['990000000000001', planted.exactKeyword.keywordId].sort(),
    );
    expect(duplicate!.occurrences.filter((o) => o.keeper)).toHaveLength(1);
    expect(duplicate!.keeperRule).toMatch(/^(lowestAcos|mostOrders|mostClicks)$/);
    // The original keyword has a history, the planted one none: the original is kept.
    expect(duplicate!.keeperId).toBe(planted.exactKeyword.keywordId);
    expect(duplicate!.windowDays).toBe(30);
  });

  it('finds the overlap across the two ASINs and the conflict, nothing else', async () => {
    const [overlap, ...moreOverlaps] = await groupsOf('overlap');
    expect(moreOverlaps).toEqual([]);
    expect(overlap!.text).toBe(planted.secondExact.keywordText);
    expect(overlap!.asins).toEqual([planted.first.asin, planted.second.asin].sort());
    // Besides the planted one: product targets whose ASIN the demo rules negated in the same campaign.
    const { rows: blockedTargets } = await world.database.pool.query<{ asin: string }>(
      `select upper(t.expression::jsonb->0->>'value') as asin from target t
       join ad_group g on g.shop_id = t.shop_id and g.ad_group_id = t.ad_group_id and g.state = 'ENABLED'
       join campaign c on c.shop_id = t.shop_id and c.campaign_id = t.campaign_id and c.state = 'ENABLED'
       where t.shop_id = $1 and t.state = 'ENABLED' and t.expression::jsonb->0->>'type' = 'ASIN_SAME_AS'
        and exists (select 1 from negative_target n where n.shop_id = t.shop_id and n.state = 'ENABLED'
          and upper(n.asin) = upper(t.expression::jsonb->0->>'value') and n.campaign_id = t.campaign_id
          and (n.ad_group_id = t.ad_group_id or n.ad_group_id is null))`,
      [shopId],
    );
    const conflicts = await groupsOf('conflict');
    expect(
      conflicts
        .filter((g) => g.matchType === 'ASIN_SAME_AS')
        .map((g) => g.text)
        .sort(),
    ).toEqual(blockedTargets.map((row) => row.asin).sort());
    const keywordConflicts = conflicts.filter((g) => g.matchType !== 'ASIN_SAME_AS');
    expect(keywordConflicts).toHaveLength(1);
    const conflict = keywordConflicts[0];
    expect(conflict!.occurrences.map((o) => [o.role, o.text])).toEqual([
      ['keyword', planted.phrase.keywordText],
      ['negative', planted.phrase.keywordText],
    ]);
    expect(conflict!.keeperRule).toBe('positive');
  });

  it('reports as leaks exactly the converting non-exact terms that an exact keyword elsewhere targets', async () => {
    const { rows } = await world.database.pool.query<{ term: string }>(
      `select distinct s.search_term as term from search_term_daily s
       join keyword k on k.shop_id = s.shop_id and lower(k.keyword_text) = s.search_term and k.match_type = 'EXACT'
        and k.state = 'ENABLED' and k.ad_group_id <> s.ad_group_id
       where s.shop_id = $1 and s.match_type in ('BROAD', 'PHRASE', 'TARGETING_EXPRESSION_PREDEFINED')
        and s.date >= (select max(date) from search_term_daily where shop_id = $1)::date - 29
        and not exists (select 1 from negative_keyword n where n.shop_id = s.shop_id and n.state = 'ENABLED'
          and n.match_type = 'NEGATIVE_EXACT' and lower(n.keyword_text) = s.search_term
          and n.campaign_id = s.campaign_id and (n.ad_group_id = s.ad_group_id or n.ad_group_id is null))
       group by s.search_term, s.ad_group_id having sum(s.purchases_7d) > 0`,
      [shopId],
    );
    const leaks = await groupsOf('leak');
    expect(leaks.length).toBeGreaterThan(0);
    expect(leaks.map((g) => g.text).sort()).toEqual(rows.map((r) => r.term).sort());
    for (const leak of leaks) {
      expect(leak.keeperRule).toBe('exactKeyword');
      expect(leak.occurrences.find((o) => o.keeper)).toMatchObject({ role: 'keyword', matchType: 'EXACT' });
      expect(leak.occurrences.some((o) => o.role === 'searchTerm' && o.orders > 0)).toBe(true);
    }
  });

  it('filters, sorts and pages on the server', async () => {
    const counts = await world.call<KeywordGroupCountsResponse>('/v1/keyword/group_counts', {}, admin);
    const leaks = await groupsOf('leak');
    const conflicts = await groupsOf('conflict');
    expect(counts.data).toEqual({ duplicate: 1, overlap: 1, conflict: conflicts.length, leak: leaks.length });
    const firstPage = await list({ kind: 'leak', pageSize: 2, sortField: 'spend', sortOrder: 'desc' });
    expect(firstPage.data.total).toBe(leaks.length);
    expect(firstPage.data.rows).toHaveLength(2);
    expect(firstPage.data.rows[0]!.cost).toBeGreaterThanOrEqual(firstPage.data.rows[1]!.cost);
    const secondPage = await list({
      kind: 'leak',
      pageSize: 2,
      page: 2,
      sortField: 'spend',
      sortOrder: 'desc',
    });
    expect(secondPage.data.rows[0]!.id).not.toBe(firstPage.data.rows[0]!.id);
    // A minimum spend is money in one shop's currency: without a shop it is refused, naming the field.
    const anyShop = await list({ kind: 'leak', minSpend: 1, windowDays: 30 });
    expect(anyShop.code).toBe('4000');
    expect(anyShop.msg).toMatch(/^minSpend/);
    const rich = await list({ kind: 'leak', shopId, minSpend: firstPage.data.rows[1]!.cost, windowDays: 30 });
    expect(rich.data.rows.every((g: KeywordGroup) => g.cost >= firstPage.data.rows[1]!.cost - 0.01)).toBe(
      true,
    );
    const byText = await list({
      kind: 'duplicate',
      text: planted.exactKeyword.keywordText.slice(0, 5).toUpperCase(),
    });
    expect(byText.data.total).toBe(1);
    expect((await list({ kind: 'duplicate', asin: planted.second.asin })).data.total).toBe(0);
    expect((await list({ kind: 'duplicate', matchType: 'BROAD' })).data.total).toBe(0);
    const week = await list({ kind: 'duplicate', windowDays: 7 });
    expect(week.data.rows[0]!.windowDays).toBe(7);
  });

  it('exports what the filter shows, one line per occurrence, headers in the asked language', async () => {
    const body: KeywordExportRequest = { kind: 'duplicate', windowDays: 30, lang: 'en-US' };
    const exported = await world.call<{ csv: string; rows: number; fileName: string }>(
      '/v1/keyword/group_export',
      body,
      admin,
    );
    expect(exported.code).toBe('0000');
    const lines = exported.data.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Shop,Kind,Keyword/);
    expect(lines).toHaveLength(3);
    expect(exported.data.rows).toBe(2);
    const chinese = await world.call<{ csv: string }>(
      '/v1/keyword/group_export',
      { ...body, lang: 'zh-CN' },
      admin,
    );
    expect(chinese.data.csv).toContain('店铺,类型,关键词');
  });

  it('shows every member the findings; another organisation sees none and its shop filter answers 4004', async () => {
    expect((await list({ kind: 'duplicate' }, operator)).data.total).toBe(1);
    expect((await list({ kind: 'duplicate' }, stranger)).data.total).toBe(0);
    const foreign = await list({ kind: 'duplicate', shopId }, stranger);
    expect(foreign.code).toBe('4004');
    const bad = await list({ kind: 'twins', pageSize: 999 });
    expect(bad.code).toBe('4000');
  });
});

describe('/v1/keyword/group_act and action_revert', () => {
  const act = (groupIds: string[], action: 'pause' | 'negateExact', token = admin) =>
    world.call<KeywordActResponse>('/v1/keyword/group_act', { groupIds, action }, token);
  const keywordOnAmazon = (keywordId: string) => sandboxShop().keywords.get(keywordId)!;
  const oneGroup = async (kind: string) => (await groupsOf(kind))[0]!;

  it('answers 4004 for another organisation and 4003 when R_USER acts on many groups, changing nothing', async () => {
    const duplicate = await oneGroup('duplicate');
    const overlap = await oneGroup('overlap');
    expect((await act([duplicate.id], 'pause', stranger)).code).toBe('4004');
    expect((await act([duplicate.id, overlap.id], 'pause', operator)).code).toBe('4003');
    const { rows } = await world.database.pool.query('select * from keyword_action');
    expect(rows).toEqual([]);
    expect(keywordOnAmazon('990000000000001').entity.state).toBe('ENABLED');
  });

  it('pauses the others than the keeper once, logs it, and reverts it', async () => {
    const duplicate = await oneGroup('duplicate');
    const answer = await act([duplicate.id], 'pause', operator);
    expect(answer.code).toBe('0000');
    expect(answer.data.results).toEqual([
      expect.objectContaining({ occurrenceId: '990000000000001', outcome: 'applied', status: 'applied' }),
    ]);
    expect(keywordOnAmazon('990000000000001').entity.state).toBe('PAUSED');
    expect(keywordOnAmazon(planted.exactKeyword.keywordId).entity.state).toBe('ENABLED');
    const pausedAt = keywordOnAmazon('990000000000001').updatedAt;
    const again = await act([duplicate.id], 'pause', operator);
    expect(again.data.results).toEqual([
      expect.objectContaining({ outcome: 'skipped', message: 'already done' }),
    ]);
    expect(keywordOnAmazon('990000000000001').updatedAt).toEqual(pausedAt);
    const shown = (await oneGroup('duplicate')).occurrences.find((o) => o.id === '990000000000001')!;
    expect(shown.action).toMatchObject({ kind: 'pause', status: 'applied' });
    // Paused on Amazon: shown paused now, before the next sync brings the state.
    expect(shown.state).toBe('PAUSED');
    const logged = await world.database.pool.query(
      `select action, result from operation_log where module = 'keyword' and object_id = '990000000000001'`,
    );
    expect(logged.rows).toEqual([{ action: 'pause', result: 'success' }]);

    expect(
      (await world.call('/v1/keyword/action_revert', { actionIds: [shown.action!.id] }, stranger)).code,
    ).toBe('4004');
    const reverted = await world.call<KeywordActResponse>(
      '/v1/keyword/action_revert',
      { actionIds: [shown.action!.id] },
      operator,
    );
    expect(reverted.data.results).toEqual([
      expect.objectContaining({ outcome: 'applied', status: 'reverted' }),
    ]);
    expect(keywordOnAmazon('990000000000001').entity.state).toBe('ENABLED');
  });

  it('after a crash between intent and answer, adopts what Amazon did and sends the rest once', async () => {
    const overlap = await oneGroup('overlap');
    const duplicate = await oneGroup('duplicate');
    const sentBeforeCrash = overlap.occurrences.find((o) => !o.keeper)!;
    const neverSent = duplicate.occurrences.find((o) => !o.keeper)!;
    // The crashed process recorded both intents; Amazon paused the first before the process died.
    const [result] = await world.adsApi.updateKeywordStates(shopId, [
      { keywordId: sentBeforeCrash.keywordId!, state: 'PAUSED' },
    ]);
    expect(result!.ok).toBe(true);
    for (const [group, occurrence] of [
      [overlap, sentBeforeCrash],
      [duplicate, neverSent],
    ] as const) {
      await world.database.pool.query(
        `insert into keyword_action (organisation_id, shop_id, group_id, occurrence_id, kind, keyword_id, campaign_id,
           ad_group_id, text, asin, status, previous_state, created_at, updated_at)
         select organisation_id, id, $1, $2, 'pause', $2, $3, $4, $5, $7, 'applying', 'ENABLED',
           now() - interval '10 minutes', now() - interval '10 minutes' from shop where id = $6`,
        [
          group.id,
          occurrence.keywordId,
          occurrence.campaignId,
          occurrence.adGroupId,
          occurrence.text,
          shopId,
          occurrence.asins[0],
        ],
      );
    }
    const pausedAt = keywordOnAmazon(sentBeforeCrash.keywordId!).updatedAt;
    const answer = await act([overlap.id, duplicate.id], 'pause');
    expect(answer.data.results.map((r) => [r.occurrenceId, r.outcome]).sort()).toEqual(
      [sentBeforeCrash, neverSent].map((o) => [o.id, 'applied']).sort(),
    );
    expect(keywordOnAmazon(sentBeforeCrash.keywordId!).updatedAt).toEqual(pausedAt);
    expect(keywordOnAmazon(neverSent.keywordId!).entity.state).toBe('PAUSED');
    const { rows } = await world.database.pool.query(
      `select status from keyword_action where group_id in ($1, $2) and status <> 'reverted'`,
      [overlap.id, duplicate.id],
    );
    expect(rows).toEqual([{ status: 'applied' }, { status: 'applied' }]);
  });

  it('adds exact negatives where a term leaks, through the negation path, and refuses them on duplicates', async () => {
    const duplicate = await oneGroup('duplicate');
    const refused = await act([duplicate.id], 'negateExact');
    expect(refused.data.results).toEqual([expect.objectContaining({ outcome: 'skipped' })]);
    const leaks = await groupsOf('leak');
    const sources = (g: KeywordGroup) => g.occurrences.filter((o) => o.role === 'searchTerm');
    // From an auto group: no keyword of that text there, so the negation path sends it.
    const leak = leaks.find(
      (g) => sources(g).length === 1 && sources(g)[0]!.matchType.startsWith('TARGETING'),
    )!;
    const source = leak.occurrences.find((o) => o.role === 'searchTerm')!;
    const answer = await act([leak.id], 'negateExact');
    expect(answer.data.results).toEqual([
      expect.objectContaining({ occurrenceId: source.id, outcome: 'applied' }),
    ]);
    const live = sandboxShop()
      .negativeKeywords.all()
      .map(({ entity }) => entity)
      .filter(
        (n) => n.adGroupId === source.adGroupId && n.keywordText === leak.text && n.state === 'ENABLED',
      );
    expect(live).toHaveLength(1);
    expect(live[0]!.matchType).toBe('NEGATIVE_EXACT');
    const negation = await world.database.pool.query(
      `select status, match_type from negation where ad_group_id = $1 and search_term = $2`,
      [source.adGroupId, leak.text],
    );
    expect(negation.rows).toEqual([{ status: 'applied', match_type: 'NEGATIVE_EXACT' }]);
    const again = await act([leak.id], 'negateExact');
    expect(again.data.results).toEqual([
      expect.objectContaining({ outcome: 'skipped', message: 'already done' }),
    ]);
    const actionId = answer.data.results[0]!.actionId!;
    const reverted = await world.call<KeywordActResponse>(
      '/v1/keyword/action_revert',
      { actionIds: [actionId] },
      admin,
    );
    expect(reverted.data.results).toEqual([expect.objectContaining({ status: 'reverted' })]);
    expect(sandboxShop().negativeKeywords.get(live[0]!.keywordId)!.entity.state).toBe('ARCHIVED');
  });

  it('a resolved group is gone after the next sync; the rank chart still marks its pause', async () => {
    // Both were resolved above (their other keywords paused); the findings change only with a sync.
    expect((await groupsOf('duplicate')).length).toBe(1);
    const [overlap] = await groupsOf('overlap');
    expect((await world.call('/v1/negOper/data_refresh', { shopId }, admin)).code).toBe('0000');
    await world.settle();
    expect(await groupsOf('duplicate')).toEqual([]);
    expect(await groupsOf('overlap')).toEqual([]);

    // Its keywords paused above are no longer live after the sync; the rank chart still shows the pauses.
    const text = overlap!.text;
    for (const asin of overlap!.asins) {
      expect((await world.call('/v1/rank/track', { shopId, asin, keywords: [text] }, admin)).code).toBe(
        '0000',
      );
    }
    await world.settle();
    const ranked = await world.call<{ rows: { id: string; keyword: string }[] }>(
      '/v1/rank/list',
      { shopId, text },
      admin,
    );
    // The chart ends yesterday (ranks are per finished day): the pauses are moved two days back, as if made then.
    await world.database.pool.query(
      `update keyword_action set created_at = created_at - interval '2 days', updated_at = updated_at - interval '2 days'`,
    );
    const kinds: string[] = [];
    for (const row of ranked.data.rows.filter((found) => found.keyword === text)) {
      const history = await world.call<RankHistoryResponse>('/v1/rank/history', { id: row.id }, admin);
      kinds.push(...history.data.events.map((event) => event.kind));
    }
    expect(kinds).toContain('paused');
    // A sync and the analysis and rank pull it triggers: longer than the default 30 s on a loaded machine.
  }, 240_000);
});
