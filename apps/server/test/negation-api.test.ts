import type {
  DataComparisonResponse,
  KeywordLogRow,
  NegLogKpiResponse,
  NegLogListResponse,
  NegLogTermsResponse,
  NegProcessingResponse,
  NegRule,
  NegRuleListResponse,
  NegRuleBacktestResponse,
  NegRulePreviewResponse,
  NegRuleRunPreviewResponse,
  NotificationResponse,
  OperLogListResponse,
} from '@termwise/contracts';
import { SEEDED_RULE_NAMES, TERMS_FIRST_PAGE } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays as addDaysIso } from '../src/shop-calendar.ts';
import { createCurrencyModule } from '../src/modules/currency/index.ts';
import { createEngineRepo } from '../src/modules/negation/engine/repo.ts';
import { createOperationLog } from '../src/modules/operation-log/index.ts';
import { createRuleRepo } from '../src/modules/negation/rules/repo.ts';
import { scheduleDueRules } from '../src/modules/negation/schedule.ts';
import { createShopDirectory } from '../src/modules/shop/directory.ts';
import type { SyncedAds } from '../src/modules/shop/index.ts';
import { askingRule, startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';

interface NegationDbRow {
  id: string;
  shop_id: string;
  unique_sign: string;
  asin: string;
  search_term: string;
  campaign_id: string;
  ad_group_id: string | null;
  match_type: string;
  status: string;
  flag: number;
  amazon_id: string | null;
  negated_on: string | null;
  recommendation: string;
  failure: unknown;
}

let world: NegationWorld;
let shopId: string;
let admin: string;
let operator: string;
let stranger: string;

const negations = async (where = 'true') =>
  (
    await world.database.pool.query<NegationDbRow>(
      `select * from negation where ${where} order by created_at, id`,
    )
  ).rows;
const sandboxShop = () => world.sandbox.world.shop(world.shops[0]!.profileId)!;
const liveNegativeKeywords = () =>
  sandboxShop()
    .negativeKeywords.all()
    .map(({ entity }) => entity)
    .filter((entity) => entity.state !== 'ARCHIVED');

beforeAll(async () => {
  world = await startNegationWorld();
  shopId = world.shops[0]!.shopId;
  admin = world.admin;
  operator = await world.login(DEMO.user);
  stranger = await world.registerOrganisation('13900000077');
}, 240_000);
afterAll(() => world?.close());

describe('the first sync runs the demo rules', () => {
  it('negates wasteful terms on Amazon (flag 1) and proposes the others for confirmation (flag 2)', async () => {
    const applied = await negations(`flag = 1 and status = 'applied'`);
    const pending = await negations(`flag = 2 and status = 'pending'`);
    expect(applied.length).toBeGreaterThan(5);
    expect(pending.length).toBeGreaterThan(0);
    const liveIds = new Set([
      ...liveNegativeKeywords().map((entity) => entity.keywordId),
      ...sandboxShop()
        .negativeTargets.all()
        .map(({ entity }) => entity.targetId),
    ]);
    for (const row of applied) expect(liveIds.has(row.amazon_id!)).toBe(true);
    expect(applied.every((row) => row.negated_on && row.ad_group_id)).toBe(true);
    expect((await negations(`search_term like '%northpeak%'`)).length).toBe(0);
    const againstOwnKeyword = await world.database.pool.query(
      `select n.search_term from negation n join keyword k on k.shop_id = n.shop_id
         and k.ad_group_id = n.ad_group_id and lower(k.keyword_text) = n.search_term
       where n.recommendation = 'negate' and k.state <> 'ARCHIVED'`,
    );
    expect(againstOwnKeyword.rows).toEqual([]);
    const asinTerms = await negations(`search_term ~ '^b0[a-z0-9]{8}$'`);
    expect(asinTerms.every((row) => row.match_type === 'ASIN_SAME_AS')).toBe(true);
    // No person clicked: each automatic negation's log entry names the rule that made it.
    const automatic = await world.database.pool.query<{ after: { proposedBy: { ruleName: string } } }>(
      `select after from operation_log where action = 'auto_negate'`,
    );
    expect(automatic.rows.length).toBeGreaterThan(0);
    const ruleNames = new Set(automatic.rows.map((row) => row.after.proposedBy.ruleName));
    expect([...ruleNames]).toEqual([SEEDED_RULE_NAMES.clicksWithoutOrders]);
  });
});

describe('/v1/negRule/*', () => {
  const validRule = {
    name: 'Phrase at campaign level',
    enabled: true,
    scope: { shopIds: [], asins: [], campaignIds: [], adGroupIds: [] },
    conditions: [
      { metric: 'spend', operator: '>=', value: 3, relativeTo: 'cpcTarget' },
      { metric: 'orders', operator: '=', value: 0 },
    ],
    lookbackDays: 14,
    skipRecentDays: 1,
    attributionDays: 1,
    cpcTarget: 0.8,
    acosTarget: null,
    flag: 2,
    matchType: 'NEGATIVE_PHRASE',
    level: 'campaign',
    protectedTerms: ['Northpeak'],
    scheduleHours: 12,
  };

  it('lists the three demo rules to every member, the probability rule switched off', async () => {
    const list = await world.call<NegRuleListResponse>('/v1/negRule/list', {}, operator);
    expect(list.code).toBe('0000');
    expect(list.data.total).toBe(3);
    expect(list.data.rows.map((rule) => `${rule.flag} ${rule.enabled}`).sort()).toEqual([
      '1 true',
      '2 false',
      '2 true',
    ]);
    expect(list.data.rows[0]).toMatchObject({ lookbackDays: 30, skipRecentDays: 2, attributionDays: 7 });
  });

  it('names the field of every invalid value (4000)', async () => {
    const bad = await world.call(
      '/v1/negRule/save',
      { ...validRule, name: '', lookbackDays: 0, flag: 3 },
      admin,
    );
    expect(bad.code).toBe('4000');
    const fields = (bad.data as { issues: { field: string }[] }).issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'lookbackDays', 'flag']));
    const noTarget = await world.call('/v1/negRule/save', { ...validRule, cpcTarget: null }, admin);
    expect(noTarget).toMatchObject({ code: '4000' });
    expect(noTarget.msg).toMatch(/^cpcTarget/);
    const badMetric = await world.call(
      '/v1/negRule/save',
      { ...validRule, conditions: [{ metric: 'ctr', operator: '>=', value: 1 }] },
      admin,
    );
    expect(badMetric.msg).toMatch(/^conditions\.0\.metric/);
    const foreignShop = await world.call(
      '/v1/negRule/save',
      { ...validRule, scope: { ...validRule.scope, shopIds: ['00000000-0000-4000-8000-000000000000'] } },
      admin,
    );
    expect(foreignShop.msg).toMatch(/^scope\.shopIds/);
  });

  it('lets admins create, update and delete, logging before and after; R_USER gets 4003', async () => {
    expect((await world.call('/v1/negRule/save', validRule, operator)).code).toBe('4003');
    const created = await world.call<NegRule>('/v1/negRule/save', validRule, admin);
    expect(created.code).toBe('0000');
    expect(created.data).toMatchObject({ ...validRule, lastRunAt: null });
    const updated = await world.call<NegRule>(
      '/v1/negRule/save',
      { ...validRule, id: created.data.id, name: 'Renamed', enabled: false },
      admin,
    );
    expect(updated.data).toMatchObject({ id: created.data.id, name: 'Renamed', enabled: false });
    expect((await world.call('/v1/negRule/delete', { id: created.data.id }, operator)).code).toBe('4003');
    expect((await world.call('/v1/negRule/delete', { id: created.data.id }, admin)).data).toEqual({
      id: created.data.id,
    });
    expect((await world.call('/v1/negRule/delete', { id: created.data.id }, admin)).code).toBe('4004');

    const logs = await world.call<OperLogListResponse>(
      '/v1/operLog/list',
      { module: 'negation-rule' },
      admin,
    );
    const byAction = Object.fromEntries(logs.data.rows.map((row) => [row.action, row]));
    expect(byAction.create).toMatchObject({
      before: null,
      after: { name: validRule.name },
      userName: 'Demo Admin',
    });
    expect(byAction.update).toMatchObject({ before: { name: validRule.name }, after: { name: 'Renamed' } });
    expect(byAction.delete).toMatchObject({ before: { name: 'Renamed' }, after: null });
  });

  it('previews a draft: what it would negate now and why', async () => {
    const draft = {
      ...validRule,
      level: 'adGroup',
      conditions: [{ metric: 'clicks', operator: '>=', value: 5 }],
      cpcTarget: null,
    };
    const preview = await world.call<NegRulePreviewResponse>(
      '/v1/negRule/preview',
      { rule: draft },
      operator,
    );
    expect(preview.code).toBe('0000');
    expect(preview.data.total).toBeGreaterThan(0);
    const first = preview.data.rows[0]!;
    expect(first).toMatchObject({
      shopId,
      level: 'adGroup',
      reason: expect.stringMatching(/^clicks \d+ >= 5$/),
    });
    expect(first.metrics.clicks).toBeGreaterThanOrEqual(5);
    expect(first.campaignName).not.toBe(first.campaignId);
    expect(preview.data.rows.some((row) => /northpeak/.test(row.searchTerm))).toBe(false);
    expect(preview.data.skipped.alreadyNegated).toBeGreaterThan(0);

    const rules = (await world.call<NegRuleListResponse>('/v1/negRule/list', {}, admin)).data.rows;
    const automatic = rules.find((rule) => rule.flag === 1)!;
    const byId = await world.call<NegRulePreviewResponse>('/v1/negRule/preview', { id: automatic.id }, admin);
    expect(byId.data.total).toBe(0);
    expect((await world.call('/v1/negRule/preview', {}, admin)).code).toBe('4000');
  });

  it('previews the probability rule: each term with its chance to reach the target and the numbers behind it', async () => {
    const rules = (await world.call<NegRuleListResponse>('/v1/negRule/list', {}, admin)).data.rows;
    const probability = rules.find((rule) => rule.conditions[0]!.metric === 'reachProbability')!;
    const preview = await world.call<NegRulePreviewResponse>(
      '/v1/negRule/preview',
      { id: probability.id },
      admin,
    );
    expect(preview.data.total).toBeGreaterThan(0);
    for (const row of preview.data.rows) {
      const confidence = row.metrics.confidence!;
      expect(confidence.reachProbability).toBeLessThan(0.1);
      expect(confidence).toMatchObject({
        clicks: row.metrics.clicks,
        orders: row.metrics.orders,
        acosTarget: 0.3,
      });
      expect(confidence.cpc).toBeCloseTo(row.metrics.cost / row.metrics.clicks, 3);
      expect(confidence.breakEvenCvr).toBeCloseTo(confidence.cpc / (confidence.averageOrderValue * 0.3), 4);
    }
  });

  it('backtests a draft and a saved rule: each shop in its currency, its figures the sums of its rows', async () => {
    const draft = {
      ...validRule,
      level: 'adGroup',
      conditions: [{ metric: 'clicks', operator: '>=', value: 5 }],
    };
    const backtest = (body: object, token = admin) =>
      world.call<NegRuleBacktestResponse>('/v1/negRule/backtest', body, token);
    const first = await backtest({ rule: draft, days: 90, pageSize: 200 });
    expect(first.code).toBe('0000');
    const { shops, total } = first.data;
    expect(shops.map((one) => [one.shopId, one.currencyCode])).toEqual([[shopId, 'EUR']]);
    expect(total).toBe(shops[0]!.termsNegated);
    expect(total).toBeGreaterThan(0);
    const rows = [...first.data.rows];
    for (let page = 2; rows.length < total; page++) {
      rows.push(...(await backtest({ rule: draft, days: 90, pageSize: 200, page })).data.rows);
    }
    const sum = (field: 'spend' | 'orders' | 'sales') => rows.reduce((all, row) => all + row[field], 0);
    expect(shops[0]).toMatchObject({ ordersLost: sum('orders') });
    expect(shops[0]!.spendSaved).toBeCloseTo(sum('spend'), 2);
    expect(shops[0]!.salesLost).toBeCloseTo(sum('sales'), 2);
    expect(new Set(rows.map((row) => row.negatedOn)).size).toBeGreaterThan(1);
    expect(
      rows.every((row) => row.negatedOn >= first.data.startDate && row.negatedOn <= first.data.endDate),
    ).toBe(true);
    expect(rows.some((row) => row.spend > 0)).toBe(true);

    const rules = (await world.call<NegRuleListResponse>('/v1/negRule/list', {}, admin)).data.rows;
    const probability = rules.find((rule) => rule.conditions[0]!.metric === 'reachProbability')!;
    const saved = await backtest({ id: probability.id, days: 30 });
    expect(saved.code).toBe('0000');
    expect(saved.data.shops[0]!.termsNegated).toBe(saved.data.total);
    expect((await backtest({ id: probability.id, days: 29 })).code).toBe('4000');
    expect((await backtest({ id: probability.id, days: 181 })).code).toBe('4000');
    expect((await backtest({ id: probability.id, days: 90 }, stranger)).code).toBe('4004');
  });

  it('a new automatic rule starts with a trial run: its preview asks instead of negating', async () => {
    const draft = {
      ...validRule,
      flag: 1,
      level: 'adGroup',
      conditions: [{ metric: 'clicks', operator: '>=', value: 5 }],
    };
    const preview = await world.call<NegRulePreviewResponse>('/v1/negRule/preview', { rule: draft }, admin);
    expect(preview.data.total).toBeGreaterThan(0);
    expect(preview.data.heldBack).toBe('trialRun');
    expect(preview.data.rows.every((row) => row.flag === 2)).toBe(true);
    const saved = await world.call<NegRule>('/v1/negRule/save', { ...draft, enabled: false }, admin);
    expect(saved.data.trialRun).toBe(true);
    await world.call('/v1/negRule/delete', { id: saved.data.id }, admin);
  });

  it("hides another organisation's rules (4004)", async () => {
    const rules = (await world.call<NegRuleListResponse>('/v1/negRule/list', {}, admin)).data.rows;
    expect((await world.call<NegRuleListResponse>('/v1/negRule/list', {}, stranger)).data.total).toBe(0);
    const target = rules[0]!;
    const { id, lastRunAt: _run, createdAt: _created, updatedAt: _updated, ...fields } = target;
    expect((await world.call('/v1/negRule/save', { ...fields, id }, stranger)).code).toBe('4004');
    expect((await world.call('/v1/negRule/delete', { id }, stranger)).code).toBe('4004');
    expect((await world.call('/v1/negRule/preview', { id }, stranger)).code).toBe('4004');
  });
});

describe('/v1/negLog/notification, check, list and kpi', () => {
  it('the bell has both kinds of message with the spec fields', async () => {
    const bell = await world.call<NotificationResponse>('/v1/negLog/notification', undefined, operator);
    expect(bell.code).toBe('0000');
    const flags = new Set(bell.data.notification.map((item) => item.flag));
    expect(flags).toEqual(new Set([1, 2]));
    for (const item of bell.data.notification) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining(['asin', 'iteamName', 'flag', 'num', 'pictureUrl', 'time']),
      );
      expect(item.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(item.num).toBeGreaterThan(0);
    }
    const pending = await negations(`status = 'pending'`);
    const waiting = bell.data.notification.filter((item) => item.flag === 2);
    expect(waiting.reduce((sum, item) => sum + item.num, 0)).toBe(pending.length);
    // The newest of each kind leads: the popover's first two items never hide either kind.
    expect(bell.data.notification.slice(0, 2).map((item) => item.flag)).toEqual([2, 1]);
    // The keyword log opened for an item lists exactly the rows the bell counted.
    for (const item of bell.data.notification.slice(0, 4)) {
      const log = await world.call<KeywordLogRow[]>(
        '/v1/negLog/check',
        { asin: item.asin, flag: item.flag, endDate: item.time.slice(0, 10), shopId: item.shopId },
        operator,
      );
      expect(log.data.length).toBe(item.num);
    }
    expect((await world.call<NotificationResponse>('/v1/negLog/notification', {}, stranger)).data).toEqual({
      notification: [],
    });
  });

  it('check lists the negated (flag 1) or pending (flag 2) terms of an ASIN with 30-day metrics', async () => {
    const [applied] = await negations(`flag = 1 and status = 'applied'`);
    const endDate = applied!.negated_on!;
    const rows = await world.call<KeywordLogRow[]>(
      '/v1/negLog/check',
      { asin: applied!.asin, flag: 1, endDate },
      operator,
    );
    expect(rows.code).toBe('0000');
    const row = rows.data.find((candidate) => candidate.uniqueSign === applied!.unique_sign)!;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'clicks',
        'impressions',
        'costPerClick',
        'cost',
        'purchases1d',
        'purchases7d',
        'searchTerm',
        'uniqueSign',
      ]),
    );
    expect(row.clicks).toBeGreaterThan(0);
    expect(row.costPerClick).toBeCloseTo(row.cost / row.clicks, 1);
    expect(rows.data.every((candidate) => candidate.status === 'applied')).toBe(true);
    // Each row over its own evidence: the 30 days up to its own negation date, never another term's.
    const later = await world.call<KeywordLogRow[]>(
      '/v1/negLog/check',
      { asin: applied!.asin, flag: 1, endDate: addDaysIso(endDate, 20) },
      operator,
    );
    const same = later.data.find((candidate) => candidate.uniqueSign === applied!.unique_sign)!;
    expect(same).toMatchObject({ endDate, startDate: addDaysIso(endDate, -29), clicks: row.clicks });
    const [waiting] = await negations(`flag = 2 and status = 'pending'`);
    const pending = await world.call<KeywordLogRow[]>(
      '/v1/negLog/check',
      { asin: waiting!.asin, flag: 2, endDate },
      operator,
    );
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((candidate) => candidate.status === 'pending')).toBe(true);
    expect((await world.call('/v1/negLog/check', { asin: 'nope', flag: 1, endDate }, operator)).msg).toMatch(
      /^asin/,
    );
    expect(
      (
        await world.call(
          '/v1/negLog/check',
          { asin: waiting!.asin, flag: 1, endDate: '2026-13-01' },
          operator,
        )
      ).msg,
    ).toMatch(/^endDate/);
    const foreign = await world.call<KeywordLogRow[]>(
      '/v1/negLog/check',
      { asin: applied!.asin, flag: 1, endDate },
      stranger,
    );
    expect(foreign.data).toEqual([]);
  });

  it('list groups the terms per ASIN, filters, sorts and pages', async () => {
    const all = await world.call<NegLogListResponse>(
      '/v1/negLog/list',
      { page: 1, pageSize: 5, sortField: 'wastedSpend' },
      operator,
    );
    expect(all.code).toBe('0000');
    expect(all.data.rows.length).toBeLessThanOrEqual(5);
    expect(all.data.total).toBeGreaterThan(0);
    const spends = all.data.rows.map((row) => row.wastedSpend);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    const first = all.data.rows[0]!;
    expect(first).toMatchObject({ shopId, currencyCode: 'EUR' });
    expect(first.title).not.toBe('');
    expect(first.terms.length).toBe(Math.min(first.termTotal, TERMS_FIRST_PAGE));
    expect(first.negatedCount + first.pendingCount).toBeLessThanOrEqual(first.termTotal);
    const term = first.terms[0]!;
    expect(term).toMatchObject({ asin: first.asin, level: 'adGroup', ruleName: expect.any(String) });
    expect(term.triggerMetrics).toMatchObject({ currencyCode: 'EUR', attributionDays: 7 });

    const pendingOnly = await world.call<NegLogListResponse>(
      '/v1/negLog/list',
      { page: 1, pageSize: 50, flag: 2, status: 'pending' },
      operator,
    );
    const terms = pendingOnly.data.rows.flatMap((row) => row.terms);
    const termTotals = pendingOnly.data.rows.reduce((sum, row) => sum + row.termTotal, 0);
    expect(termTotals).toBe((await negations(`flag = 2 and status = 'pending'`)).length);
    expect(terms.every((candidate) => candidate.flag === 2 && candidate.status === 'pending')).toBe(true);
    const search = await world.call<NegLogListResponse>(
      '/v1/negLog/list',
      { page: 1, pageSize: 50, searchTerm: term.searchTerm.toUpperCase() },
      operator,
    );
    expect(search.data.rows.flatMap((row) => row.terms).some((candidate) => candidate.id === term.id)).toBe(
      true,
    );
    expect((await world.call('/v1/negLog/list', { page: 0, pageSize: 10 }, operator)).msg).toMatch(/^page/);
    expect(
      (await world.call<NegLogListResponse>('/v1/negLog/list', { page: 1, pageSize: 10 }, stranger)).data,
    ).toEqual({ rows: [], total: 0 });
  });

  it('each term names the keyword or target that bought it most there, which opens its search terms', async () => {
    const list = await world.call<NegLogListResponse>('/v1/negLog/list', { page: 1, pageSize: 50 }, operator);
    const terms = list.data.rows.flatMap((row) => row.terms).filter((term) => term.level === 'adGroup');
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms.slice(0, 10)) {
      const { rows } = await world.database.pool.query<{ targeting_id: string; match_type: string }>(
        `select distinct targeting_id, match_type from search_term_daily
          where shop_id = $1 and campaign_id = $2 and ad_group_id = $3 and search_term = $4
            and date between $5 and $6`,
        [
          term.shopId,
          term.campaignId,
          term.adGroupId,
          term.searchTerm,
          term.triggerMetrics.startDate,
          term.triggerMetrics.endDate,
        ],
      );
      const bought = rows.find((row) => row.targeting_id === term.matchedBy?.targetingId);
      expect(bought).toBeDefined();
      const kind = ['BROAD', 'PHRASE', 'EXACT'].includes(bought!.match_type.toUpperCase())
        ? 'keyword'
        : 'target';
      expect(term.matchedBy?.kind).toBe(kind);
    }
    const term = terms[0]!;
    const matched = await world.call<{ rows: { searchTerm: string }[] }>(
      '/v1/negOper/keyword_to_sechTerm',
      {
        shopId: term.shopId,
        [term.matchedBy!.kind === 'keyword' ? 'keywordId' : 'targetId']: term.matchedBy!.targetingId,
        startDate: term.triggerMetrics.startDate,
        endDate: term.triggerMetrics.endDate,
      },
      operator,
    );
    expect(matched.data.rows.map((row) => row.searchTerm)).toContain(term.searchTerm);
  });

  it('terms pages one ASIN on the server under the same filters, newest first', async () => {
    const list = await world.call<NegLogListResponse>(
      '/v1/negLog/list',
      { page: 1, pageSize: 50, sortField: 'asin' },
      operator,
    );
    const widest = [...list.data.rows].sort((a, b) => b.termTotal - a.termTotal)[0]!;
    expect(widest.termTotal).toBeGreaterThan(2);
    const page = (number: number, asin = widest.asin, token = operator) =>
      world.call<NegLogTermsResponse>(
        '/v1/negLog/terms',
        { shopId: widest.shopId, asin, page: number, pageSize: 2 },
        token,
      );
    const [one, two] = [await page(1), await page(2)];
    expect(one.data.total).toBe(widest.termTotal);
    expect([...one.data.rows, ...two.data.rows].map((term) => term.id)).toEqual(
      widest.terms.slice(0, 4).map((term) => term.id),
    );
    expect(new Set([...one.data.rows, ...two.data.rows].map((term) => term.asin))).toEqual(
      new Set([widest.asin]),
    );
    const past = await page(Math.ceil(widest.termTotal / 2) + 1);
    expect(past.data).toEqual({ rows: [], total: widest.termTotal });
    const flagged = await world.call<NegLogTermsResponse>(
      '/v1/negLog/terms',
      { shopId: widest.shopId, asin: widest.asin, status: 'applied', page: 1, pageSize: 200 },
      operator,
    );
    expect(flagged.data.rows.every((term) => term.status === 'applied')).toBe(true);
    expect(flagged.data.total).toBe(widest.negatedCount);
    expect((await page(1, widest.asin, stranger)).data).toEqual({ rows: [], total: 0 });
    const noAsin = await world.call('/v1/negLog/terms', { shopId: widest.shopId, page: 1 }, operator);
    expect(noAsin.code).toBe('4000');
  });

  it('kpi counts negated and pending terms and the spend they wasted', async () => {
    const kpi = await world.call<NegLogKpiResponse>('/v1/negLog/kpi', { shopId }, operator);
    expect(kpi.data.negatedCount).toBe((await negations(`status = 'applied'`)).length);
    expect(kpi.data.pendingCount).toBe((await negations(`status = 'pending'`)).length);
    expect(kpi.data.wastedSpend).toEqual([{ currencyCode: 'EUR', amount: expect.any(Number) }]);
    expect(kpi.data.wastedSpend[0]!.amount).toBeGreaterThan(0);
  });

  it('kpi follows every filter of the list: search term, status, flag, match type', async () => {
    const [applied] = await negations(`status = 'applied' and match_type = 'NEGATIVE_EXACT'`);
    const word = applied!.search_term.split(' ')[0]!;
    const filter = { shopId, searchTerm: word, flag: applied!.flag, matchType: 'NEGATIVE_EXACT' };
    const kpi = await world.call<NegLogKpiResponse>('/v1/negLog/kpi', filter, operator);
    const matching = await negations(
      `position('${word.replace(/'/g, "''")}' in search_term) > 0 and flag = ${applied!.flag} and match_type = 'NEGATIVE_EXACT'`,
    );
    expect(kpi.data.negatedCount).toBe(matching.filter((row) => row.status === 'applied').length);
    expect(kpi.data.pendingCount).toBe(matching.filter((row) => row.status === 'pending').length);
    const onlyPending = await world.call<NegLogKpiResponse>(
      '/v1/negLog/kpi',
      { ...filter, status: 'pending' },
      operator,
    );
    expect(onlyPending.data.negatedCount).toBe(0);
  });
});

describe('/v1/negOper/neg_processing', () => {
  beforeAll(async () => {
    const saved = await world.call<NegRule>('/v1/negRule/save', askingRule(shopId), admin);
    expect(saved.code).toBe('0000');
    const [author] = (
      await world.database.pool.query<{ changed_by_name: string }>(
        `select changed_by_name from negation_rule where id = $1`,
        [saved.data.id],
      )
    ).rows;
    const adminName = (await world.call<{ username: string }>('/v1/user/info', {}, admin)).data.username;
    expect(author!.changed_by_name).toBe(adminName);
    const preview = await world.call<NegRuleRunPreviewResponse>('/v1/negRule/run_preview', { shopId }, admin);
    expect((await world.call('/v1/negRule/run_preview', { shopId }, operator)).code).toBe('4003');
    const before = (await negations()).length;
    await world.call('/v1/negOper/neg_processing', { shopId, run: true }, admin);
    await world.settle();
    expect((await negations(`flag = 2 and status = 'pending'`)).length).toBeGreaterThan(8);
    // "Run rules now" asks first with this preview: it must be what the run then did.
    expect(preview.data.automatic + preview.data.forReview).toBe((await negations()).length - before);
    expect(preview.data.rules.find((rule) => rule.id === saved.data.id)!.forReview).toBeGreaterThan(8);
    expect(preview.data.needsCurrency).toEqual([]);
  });

  it('confirm applies a proposal on Amazon, reject drops one; any member may; each is logged', async () => {
    // Ad-group keyword proposals only: the count below is of ad-group negative keywords, and rows of one run are
    // ordered by a random id, so a campaign-level or product-target proposal could come first.
    const [first, second] = await negations(
      `flag = 2 and status = 'pending' and recommendation = 'negate' and level = 'adGroup' and match_type <> 'ASIN_SAME_AS'`,
    );
    const before = liveNegativeKeywords().length;
    const confirmed = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [first!.id], action: 'confirm' },
      operator,
    );
    expect(confirmed.data).toEqual({
      results: [{ id: first!.id, outcome: 'applied', status: 'applied', message: null, failure: null }],
      jobId: null,
    });
    expect(liveNegativeKeywords().length).toBe(before + 1);
    const [row] = await negations(`id = '${first!.id}'`);
    expect(liveNegativeKeywords().some((entity) => entity.keywordId === row!.amazon_id)).toBe(true);

    const rejected = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [second!.id], action: 'reject' },
      operator,
    );
    expect(rejected.data.results[0]).toMatchObject({ outcome: 'rejected', status: 'rejected' });
    expect(liveNegativeKeywords().length).toBe(before + 1);

    const again = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [first!.id, '00000000-0000-4000-8000-000000000000'], action: 'confirm' },
      operator,
    );
    expect(again.data.results.map((result) => result.outcome)).toEqual(['skipped', 'not_found']);

    const logs = await world.call<OperLogListResponse>(
      '/v1/operLog/list',
      { module: 'negation', userName: 'operator' },
      admin,
    );
    const actions = logs.data.rows.map((entry) => `${entry.action}:${entry.result}`);
    expect(actions).toEqual(expect.arrayContaining(['confirm:success', 'reject:success', 'confirm:failure']));
    const confirmEntry = logs.data.rows.find(
      (entry) => entry.action === 'confirm' && entry.result === 'success',
    )!;
    // Who proposed (the rule, by name) beside who approved (the entry's user).
    expect(confirmEntry).toMatchObject({
      before: {
        status: 'pending',
        searchTerm: first!.search_term,
        campaignId: first!.campaign_id,
        proposedBy: { ruleName: expect.any(String) },
      },
      after: { status: 'applied', searchTerm: first!.search_term, adGroupId: first!.ad_group_id },
      shopTimezone: 'Europe/Paris',
    });
    // The detail names the campaign and ad group the ids stand for.
    const names = confirmEntry.names;
    expect(names[first!.campaign_id]).toMatch(/\S/);
    expect(names[first!.campaign_id]).not.toBe(first!.campaign_id);
    expect(names[first!.ad_group_id!]).toMatch(/\S/);
    expect(new Date(confirmEntry.time).toISOString()).toBe(confirmEntry.time);
  });

  it('revert archives the negative on Amazon', async () => {
    const [applied] = await negations(`flag = 1 and status = 'applied' and match_type <> 'ASIN_SAME_AS'`);
    const reverted = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [applied!.id], action: 'revert' },
      operator,
    );
    expect(reverted.data.results[0]).toMatchObject({ outcome: 'reverted', status: 'reverted' });
    const entity = sandboxShop()
      .negativeKeywords.all()
      .find(({ entity }) => entity.keywordId === applied!.amazon_id);
    expect(entity?.entity.state).toBe('ARCHIVED');
  });

  it("refuses another organisation's negations and shops", async () => {
    const [row] = await negations(`status = 'pending'`);
    const foreign = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [row!.id], action: 'reject' },
      stranger,
    );
    expect(foreign.data.results[0]).toMatchObject({ outcome: 'not_found' });
    expect((await world.call('/v1/negOper/neg_processing', { shopId, run: true }, stranger)).code).toBe(
      '4004',
    );
    expect((await world.call('/v1/negOper/neg_processing', { ids: [], action: 'confirm' }, admin)).code).toBe(
      '4000',
    );
    expect(
      (await world.call('/v1/negOper/neg_processing', { ids: [row!.id], action: 'delete' }, admin)).code,
    ).toBe('4000');
  });

  it('a 207 item error marks that negation failed with Amazon’s reason', async () => {
    const [template] = await negations(`status = 'pending'`);
    const { rows } = await world.database.pool.query<{ id: string }>(
      `insert into negation (organisation_id, shop_id, unique_sign, asin, search_term, campaign_id, ad_group_id, level,
         match_type, flag, status, trigger_metrics)
       select organisation_id, shop_id, 'test-missing-campaign', asin, 'orphan term', '999999999', '999999998', level,
         'NEGATIVE_EXACT', 2, 'pending', trigger_metrics from negation where id = $1
       returning id`,
      [template!.id],
    );
    const failed = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [rows[0]!.id], action: 'confirm' },
      admin,
    );
    const amazonSaid = expect.stringMatching(/not found/i);
    const failure = { code: 'amazonRefusedItem', params: { detail: amazonSaid } };
    expect(failed.data.results[0]).toMatchObject({
      outcome: 'failed',
      status: 'failed',
      message: amazonSaid,
      failure,
    });
    const [stored] = await negations(`id = '${rows[0]!.id}'`);
    expect(stored).toMatchObject({ status: 'failed', failure });
    // The log and the term keep the reason as a code, so each reader sees it in their language.
    const log = await world.call<OperLogListResponse>('/v1/operLog/list', { result: 'failure' }, admin);
    expect(log.data.rows.find((entry) => entry.objectId === rows[0]!.id)).toMatchObject({
      action: 'confirm',
      message: amazonSaid,
      failure,
    });
  });

  it('a duplicate answer adopts the negative already on Amazon', async () => {
    const [row] = await negations(
      `status = 'pending' and match_type = 'NEGATIVE_EXACT' and recommendation = 'negate'`,
    );
    const [existing] = await world.adsApi.createNegativeKeywords(shopId, [
      {
        campaignId: row!.campaign_id,
        adGroupId: row!.ad_group_id,
        keywordText: row!.search_term,
        matchType: 'NEGATIVE_EXACT',
      },
    ]);
    expect(existing).toMatchObject({ ok: true });
    const before = liveNegativeKeywords().length;
    const confirmed = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [row!.id], action: 'confirm' },
      admin,
    );
    expect(confirmed.data.results[0]).toMatchObject({ outcome: 'applied' });
    const [stored] = await negations(`id = '${row!.id}'`);
    expect(stored!.amazon_id).toBe((existing as { amazonId: string }).amazonId);
    expect(liveNegativeKeywords().length).toBe(before);
  });

  it('a keyword review is never sent to Amazon: confirming it is skipped with the reason, rejecting dismisses it', async () => {
    const reviews = await negations(`status = 'pending' and recommendation <> 'negate'`);
    expect(reviews.length).toBeGreaterThan(0);
    const [review] = reviews;
    expect(review!.flag).toBe(2);
    const before = liveNegativeKeywords().length;
    const confirmed = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [review!.id], action: 'confirm' },
      operator,
    );
    expect(confirmed.data.results[0]).toMatchObject({ outcome: 'skipped', status: 'pending' });
    expect(confirmed.data.results[0]!.message).toContain('own keyword');
    expect(confirmed.data.results[0]!.failure).toEqual({
      code: 'ownKeyword',
      params: {
        term: review!.search_term,
        advice: review!.recommendation === 'lowerBid' ? 'lowerBid' : 'pause',
      },
    });
    expect(liveNegativeKeywords().length).toBe(before);
    const rejected = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [review!.id], action: 'reject' },
      operator,
    );
    expect(rejected.data.results[0]).toMatchObject({ outcome: 'rejected' });
  });

  it('a run left mid-apply adopts what reached Amazon and creates only what did not', async () => {
    const [reached, lost] = await negations(
      `status = 'applied' and flag = 1 and match_type = 'NEGATIVE_EXACT'`,
    );
    const [neverSent] = await negations(
      `status = 'pending' and match_type = 'NEGATIVE_EXACT' and recommendation = 'negate'`,
    );
    await world.database.pool.query(
      `update negation set status = 'applying', amazon_id = null, updated_at = now() - interval '10 minutes'
       where id = any($1)`,
      [[reached!.id, neverSent!.id]],
    );
    // One still in flight (fresh intent): a run must leave it alone.
    await world.database.pool.query(
      `update negation set status = 'applying', amazon_id = null, updated_at = now() where id = $1`,
      [lost!.id],
    );
    const before = liveNegativeKeywords().length;

    // DESIGN section 4: a normal user may not start a run (it can negate on Amazon); an admin may.
    const refused = await world.call('/v1/negOper/neg_processing', { shopId, run: true }, operator);
    expect(refused.code).toBe('4003');
    const run = await world.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { shopId, run: true },
      admin,
    );
    expect(run.data).toMatchObject({ results: [], jobId: expect.any(String) });
    await world.settle();
    const progress = await world.call('/v1/negOper/job_progress', { jobId: run.data.jobId }, operator);
    expect(progress.data).toMatchObject({ state: 'succeeded', progress: 100, kind: 'negation.run' });

    const [adopted] = await negations(`id = '${reached!.id}'`);
    expect(adopted).toMatchObject({ status: 'applied', amazon_id: reached!.amazon_id });
    const [created] = await negations(`id = '${neverSent!.id}'`);
    expect(created!.status).toBe('applied');
    expect(liveNegativeKeywords().length).toBe(before + 1);
    const [inFlight] = await negations(`id = '${lost!.id}'`);
    expect(inFlight!.status).toBe('applying');
    await world.database.pool.query(`update negation set status = 'applied', amazon_id = $2 where id = $1`, [
      lost!.id,
      lost!.amazon_id,
    ]);
  });
});

describe('running the rules again', () => {
  it('proposes nothing twice and sends nothing to Amazon twice', async () => {
    const before = { rows: (await negations()).length, live: liveNegativeKeywords().length };
    await world.call('/v1/negOper/neg_processing', { shopId, run: true }, admin);
    await world.settle();
    expect({ rows: (await negations()).length, live: liveNegativeKeywords().length }).toEqual(before);
  });
});

describe('/v1/negOper/control_chart and keyword_to_sechTerm', () => {
  it('charts a search term, with its negation marked', async () => {
    const [applied] = await negations(`flag = 1 and status = 'applied'`);
    const chart = await world.call<{
      series: { date: string; clicks?: number }[];
      markers: { negationId: string }[];
    }>(
      '/v1/negOper/control_chart',
      {
        shopId,
        level: 'searchTerm',
        id: applied!.search_term.toUpperCase(),
        startDate: '2026-08-01',
        endDate: applied!.negated_on,
      },
      operator,
    );
    expect(chart.data.series.reduce((sum, point) => sum + point.clicks!, 0)).toBeGreaterThan(0);
    expect(chart.data.markers.map((marker) => marker.negationId)).toContain(applied!.id);

    // At the negation's own place: only that ad group's clicks, and only the negations made there.
    const here = await world.call<{ series: { clicks?: number }[]; markers: { negationId: string }[] }>(
      '/v1/negOper/control_chart',
      {
        shopId,
        level: 'searchTerm',
        id: applied!.search_term,
        adGroupId: applied!.ad_group_id,
        startDate: '2026-08-01',
        endDate: applied!.negated_on,
        metrics: ['clicks'],
      },
      operator,
    );
    const [placeClicks] = (
      await world.database.pool.query<{ clicks: number }>(
        `select coalesce(sum(clicks), 0)::int as clicks from search_term_daily
         where shop_id = $1 and ad_group_id = $2 and search_term = $3 and date between '2026-08-01' and $4`,
        [shopId, applied!.ad_group_id, applied!.search_term, applied!.negated_on],
      )
    ).rows;
    expect(here.data.series.reduce((sum, point) => sum + point.clicks!, 0)).toBe(placeClicks!.clicks);
    expect(here.data.markers.map((marker) => marker.negationId)).toEqual([applied!.id]);
  });

  it('charts an ad group day by day with its negations marked', async () => {
    const [applied] = await negations(`flag = 1 and status = 'applied'`);
    const endDate = applied!.negated_on!;
    const chart = await world.call<{
      series: Record<string, unknown>[];
      markers: { negationId: string; event: string }[];
    }>(
      '/v1/negOper/control_chart',
      {
        shopId,
        level: 'adGroup',
        id: applied!.ad_group_id,
        startDate: '2026-01-01',
        endDate,
        metrics: ['clicks', 'cost', 'acos'],
      },
      operator,
    );
    expect(chart.code).toBe('0000');
    expect(chart.data.series[0]).toEqual({ date: '2026-01-01', clicks: 0, cost: 0, acos: null });
    expect(chart.data.series.at(-1)!.date).toBe(endDate);
    expect(chart.data.markers).toContainEqual(
      expect.objectContaining({ negationId: applied!.id, event: 'negated' }),
    );
    const bad = await world.call(
      '/v1/negOper/control_chart',
      { shopId, level: 'adGroup', id: 'x', startDate: endDate, endDate: '2026-01-01' },
      operator,
    );
    expect(bad.msg).toMatch(/^endDate/);
    const foreign = await world.call(
      '/v1/negOper/control_chart',
      { shopId, level: 'campaign', id: 'x', startDate: '2026-01-01', endDate },
      stranger,
    );
    expect(foreign.code).toBe('4004');
  });

  it('lists the search terms a keyword or target matched and whether each is negated', async () => {
    const [applied] = await negations(`flag = 1 and status = 'applied'`);
    const { rows } = await world.database.pool.query<{ targeting_id: string }>(
      `select targeting_id from search_term_daily where shop_id = $1 and ad_group_id = $2 and search_term = $3 limit 1`,
      [shopId, applied!.ad_group_id, applied!.search_term],
    );
    const matched = await world.call<{
      rows: { searchTerm: string; negated: boolean; negationId: string | null }[];
      total: number;
    }>(
      '/v1/negOper/keyword_to_sechTerm',
      { shopId, targetId: rows[0]!.targeting_id, startDate: '2026-06-01', endDate: '2027-06-01' },
      operator,
    );
    expect(matched.code).toBe('0000');
    const term = matched.data.rows.find((row) => row.negationId === applied!.id);
    expect(term).toMatchObject({ searchTerm: applied!.search_term, negated: true });
    const both = await world.call(
      '/v1/negOper/keyword_to_sechTerm',
      { shopId, keywordId: '1', targetId: '2', startDate: '2026-01-01', endDate: '2026-01-02' },
      operator,
    );
    expect(both.msg).toMatch(/^keywordId/);
  });
});

describe('/v1/common/def_filter and cur_filter', () => {
  it('saves and reads per user and page; null forgets', async () => {
    const page = 'negative-keywords';
    expect((await world.call('/v1/common/def_filter', { page }, operator)).data).toEqual({ filter: null });
    await world.call('/v1/common/def_filter', { page, filter: { shopId, status: 'pending' } }, operator);
    await world.call('/v1/common/cur_filter', { page, filter: { shopId } }, operator);
    expect((await world.call('/v1/common/def_filter', { page }, operator)).data).toEqual({
      filter: { shopId, status: 'pending' },
    });
    expect((await world.call('/v1/common/cur_filter', { page }, operator)).data).toEqual({
      filter: { shopId },
    });
    expect((await world.call('/v1/common/def_filter', { page }, admin)).data).toEqual({ filter: null });
    await world.call('/v1/common/cur_filter', { page, filter: null }, operator);
    expect((await world.call('/v1/common/cur_filter', { page }, operator)).data).toEqual({ filter: null });
    expect((await world.call('/v1/common/cur_filter', { page: '' }, operator)).msg).toMatch(/^page/);
  });
});

describe('/v1/operLog/list', () => {
  it('unhandled lists the pending negations to confirm or reject', async () => {
    const list = await world.call<OperLogListResponse>(
      '/v1/operLog/list',
      { unhandled: true, page: 1, pageSize: 100 },
      operator,
    );
    const pending = await negations(`status = 'pending'`);
    expect(list.data.total).toBe(pending.length);
    expect(
      list.data.rows.every((row) => row.negation?.status === 'pending' && row.objectId === row.negation.id),
    ).toBe(true);
    const [one] = pending;
    const ofAsin = await world.call<OperLogListResponse>(
      '/v1/operLog/list',
      { unhandled: true, shopId, asin: one!.asin.toLowerCase(), page: 1, pageSize: 100 },
      operator,
    );
    expect(ofAsin.data.total).toBe(pending.filter((row) => row.asin === one!.asin).length);
    expect(ofAsin.data.rows.every((row) => row.negation?.asin === one!.asin)).toBe(true);
    const entries = await world.call<OperLogListResponse>(
      '/v1/operLog/list',
      { result: 'failure', page: 1, pageSize: 5 },
      admin,
    );
    expect(entries.data.rows.every((row) => row.result === 'failure')).toBe(true);
    expect(
      (await world.call<OperLogListResponse>('/v1/operLog/list', { page: 1, pageSize: 5 }, stranger)).data
        .total,
    ).toBe(
      (await world.call<OperLogListResponse>('/v1/operLog/list', { page: 1, pageSize: 5 }, stranger)).data
        .rows.length,
    );
    expect((await world.call('/v1/operLog/list', { startDate: 'yesterday' }, admin)).msg).toMatch(
      /^startDate/,
    );
  });
});

describe('/v1/negLog/data_comparison and /v1/negOper/data_refresh', () => {
  it('a negation dated 20 days back: "since" windows sum only days after it, never before', async () => {
    const [row] = await negations(`flag = 1 and status = 'applied' and match_type = 'NEGATIVE_EXACT'`);
    const { rows: dates } = await world.database.pool.query<{ negated: string; original: string }>(
      `select (max(date) - 19)::text as negated, $2::text as original from search_term_daily
       where shop_id = $1`,
      [row!.shop_id, row!.negated_on],
    );
    const negatedOn = dates[0]!.negated;
    await world.database.pool.query(`update negation set negated_on = $2 where id = $1`, [
      row!.id,
      negatedOn,
    ]);
    const sumClicks = async (from: string, to: string) => {
      const { rows } = await world.database.pool.query<{ clicks: number; cost: number }>(
        `select coalesce(sum(clicks), 0)::float8 as clicks, coalesce(sum(cost), 0)::float8 as cost
         from search_term_daily where shop_id = $1 and campaign_id = $2 and ad_group_id = $3
           and search_term = $4 and date between $5 and $6`,
        [row!.shop_id, row!.campaign_id, row!.ad_group_id, row!.search_term, from, to],
      );
      return rows[0]!;
    };
    try {
      const since = await world.call<DataComparisonResponse>(
        '/v1/negLog/data_comparison',
        { uniqueSign: row!.unique_sign, comparisonType: 2 },
        operator,
      );
      const { last7, last30, all } = since.data;
      expect(last7.startDate! > negatedOn).toBe(true);
      expect(last7.clicks).toBe((await sumClicks(last7.startDate!, last7.endDate!)).clicks);
      expect(last30.available).toBe(false);
      expect(all.startDate! > negatedOn).toBe(true);
      const after = await sumClicks(all.startDate!, all.endDate!);
      expect(all.clicks).toBe(after.clicks);
      // The term did click before that date, so a window reaching back would show more.
      expect((await sumClicks(addDaysIso(negatedOn, -6), negatedOn)).clicks).toBeGreaterThan(0);
      expect(since.data.saving!.actualSpend).toBeCloseTo(after.cost, 2);
      // Beside it, what the term spent in the shop's other places over the same days.
      const [shopWide] = (
        await world.database.pool.query<{ cost: number }>(
          `select coalesce(sum(cost), 0)::float8 as cost from search_term_daily
           where shop_id = $1 and search_term = $2 and date between $3 and $4`,
          [shopId, row!.search_term, all.startDate, all.endDate],
        )
      ).rows;
      expect(since.data.saving!.spendElsewhere).toBeCloseTo(shopWide!.cost - after.cost, 2);
    } finally {
      await world.database.pool.query(`update negation set negated_on = $2 where id = $1`, [
        row!.id,
        dates[0]!.original,
      ]);
    }
  });

  it('shows what a negated term cost before, and that its clicks stop in that ad group afterwards', async () => {
    const [applied] = await negations(`flag = 1 and status = 'applied' and match_type = 'NEGATIVE_EXACT'`);
    const evidence = await world.call<DataComparisonResponse>(
      '/v1/negLog/data_comparison',
      { uniqueSign: applied!.unique_sign, comparisonType: 1 },
      operator,
    );
    expect(evidence.code).toBe('0000');
    const { last7, last30, last65, all } = evidence.data;
    expect(last30.clicks).toBeGreaterThanOrEqual(last7.clicks);
    expect(last65.clicks).toBeGreaterThanOrEqual(last30.clicks);
    expect(all.clicks).toBeGreaterThanOrEqual(15);
    const [{ first }] = (
      await world.database.pool.query<{ first: string }>(
        `select min(date)::text as first from search_term_daily where shop_id = $1`,
        [applied!.shop_id],
      )
    ).rows as [{ first: string }];
    expect(all).toMatchObject({
      available: true,
      partial: false,
      startDate: first,
      endDate: applied!.negated_on,
    });
    // A window reaching before the stored history holds fewer days than its name: it says so.
    const daysStored = (Date.parse(applied!.negated_on!) - Date.parse(first)) / 86_400_000 + 1;
    for (const [window, days] of [
      [last7, 7],
      [last30, 30],
      [last65, 65],
    ] as const)
      expect(window.partial, `${days} days`).toBe(days > daysStored);
    const early = addDaysIso(first, 39);
    await world.database.pool.query(`update negation set negated_on = $2 where id = $1`, [
      applied!.id,
      early,
    ]);
    try {
      const before = await world.call<DataComparisonResponse>(
        '/v1/negLog/data_comparison',
        { uniqueSign: applied!.unique_sign, comparisonType: 1 },
        operator,
      );
      expect(before.data.last30).toMatchObject({ partial: false, startDate: addDaysIso(early, -29) });
      expect(before.data.last65).toMatchObject({ partial: true, startDate: first, endDate: early });
    } finally {
      await world.database.pool.query(`update negation set negated_on = $2 where id = $1`, [
        applied!.id,
        applied!.negated_on,
      ]);
    }
    expect(all.spend).toBeGreaterThan(0);
    expect(evidence.data.currencyCode).toBe('EUR');

    const sameDay = await world.call<DataComparisonResponse>(
      '/v1/negLog/data_comparison',
      { uniqueSign: applied!.unique_sign, comparisonType: 2 },
      operator,
    );
    expect(sameDay.data.all).toMatchObject({ available: false, clicks: 0 });
    expect(sameDay.data.saving).toBeNull();

    expect(
      (
        await world.call(
          '/v1/negLog/data_comparison',
          { uniqueSign: applied!.unique_sign, comparisonType: 2 },
          stranger,
        )
      ).code,
    ).toBe('4004');

    world.advanceDays(10);
    const token = await world.login(DEMO.admin);
    const refresh = await world.call<{ jobId: string }>('/v1/negOper/data_refresh', { shopId }, token);
    expect(refresh.data.jobId).toEqual(expect.any(String));
    await world.settle();

    const since = await world.call<DataComparisonResponse>(
      '/v1/negLog/data_comparison',
      { uniqueSign: applied!.unique_sign, comparisonType: 2 },
      token,
    );
    expect(since.data.last7).toMatchObject({ available: true, clicks: 0, spend: 0 });
    expect(since.data.last7.startDate! > applied!.negated_on!).toBe(true);
    expect(since.data.last30.available).toBe(false);
    expect(since.data.all).toMatchObject({ available: true, clicks: 0 });
    expect(since.data.saving!.daysSince).toBeGreaterThanOrEqual(7);
    expect(since.data.saving!.actualSpend).toBe(0);
    expect(since.data.saving!.saved).toBe(since.data.saving!.expectedSpend);
    const again = await world.call<DataComparisonResponse>(
      '/v1/negLog/data_comparison',
      { uniqueSign: applied!.unique_sign, comparisonType: 1 },
      token,
    );
    expect(again.data.last30.clicks).toBe(last30.clicks);
    expect(
      (
        await world.call(
          '/v1/negLog/data_comparison',
          { uniqueSign: applied!.unique_sign, comparisonType: 3 },
          token,
        )
      ).msg,
    ).toMatch(/^comparisonType/);
  }, 180_000);
});

describe('the rule schedule', () => {
  it('enqueues a run for the shops of rules whose hours have passed, once', async () => {
    await world.database.pool.query(
      `update negation_rule set last_run_at = now() - interval '25 hours' where schedule_hours = 24`,
    );
    await world.database.pool.query(
      `update negation_rule set schedule_hours = 0, last_run_at = null where flag = 2`,
    );
    const runs: string[] = [];
    const schedule = {
      rules: createRuleRepo(world.database.db),
      shops: createShopDirectory(world.database.db),
    };
    const due = () => scheduleDueRules(schedule, new Date(), async (id) => void runs.push(id));
    await due();
    expect(runs).toEqual([shopId]);
    await due();
    expect(runs).toEqual([shopId]);
    const { rows } = await world.database.pool.query<{ due: number }>(
      `select count(*)::int as due from negation_rule where schedule_hours = 0 and last_run_at is not null`,
    );
    expect(rows[0]!.due).toBe(0);
  });
});

describe('a shop new to an automatic rule gets its trial first (issue 30 point 5)', () => {
  it('the synced shop ran the rule; a shop connected later is proposed to, not negated on', async () => {
    const operationLog = createOperationLog(world.database.db);
    const { currencies } = createCurrencyModule({ db: world.database.db, operationLog });
    const directory = createShopDirectory(world.database.db);
    const engine = createEngineRepo(
      world.database.db,
      {} as SyncedAds,
      currencies,
      directory.shopsOfOrganisation,
    );
    const synced = (await directory.shop(shopId))!;
    const automatic = (await engine.rulesToRunOn(synced)).filter((rule) => rule.flag === 1 && !rule.trialRun);
    expect(automatic.length).toBeGreaterThan(0);

    const { rows } = await world.database.pool.query<{ id: string }>(
      `with grant_row as (
         insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
         values ($1, 'LATER', 'connected later', 'sandbox', 'x') returning id, organisation_id)
       insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
                         currency_code, timezone, account_type)
       select organisation_id, id, '424242', 'Later shop', 'JP', 'A1VC38T7YXB528', 'FE', 'JPY', 'Asia/Tokyo',
              'seller' from grant_row returning id`,
      [synced.organisationId],
    );
    const later = (await directory.shop(rows[0]!.id))!;
    const ids = new Set(automatic.map((rule) => rule.id));
    const onLater = (await engine.rulesToRunOn(later)).filter((rule) => ids.has(rule.id));
    expect(onLater).toHaveLength(automatic.length);
    expect(onLater.every((rule) => rule.trialRun)).toBe(true);

    await engine.markRuleRun(
      onLater.map((rule) => rule.id),
      later,
      new Date(),
    );
    const afterRun = (await engine.rulesToRunOn(later)).filter((rule) => ids.has(rule.id));
    expect(afterRun.every((rule) => !rule.trialRun)).toBe(true);
    await world.database.pool.query(`delete from amazon_grant where account_id = 'LATER'`);
  });
});
