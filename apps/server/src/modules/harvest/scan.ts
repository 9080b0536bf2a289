import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobKind, shopJobPayload } from '../../jobs/job-kind.ts';
import { harvest } from '../../db/schema/harvest.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { AdsApi, TargetingDraft } from '../amazon/index.ts';
import type { HarvestRule, HarvestRules, NegationOutcomes } from '../negation/index.ts';
import type { ShopDirectory, ShopRow, ShopStructure } from '../shop/index.ts';
import { startingBid } from './engine/bid.ts';
import {
  DEFAULT_CRITERIA,
  meetsCriteria,
  selectCandidates,
  type HarvestCandidate,
  type TermRow,
} from './engine/candidates.ts';
import type { HarvestSettingsStore, ShopHarvestSettings } from './settings.ts';

export const harvestScanJob = jobKind('harvest.scan', shopJobPayload);
export const harvestScanKey = (shopId: string) => `harvest.scan:${shopId}`;

/**
 * The look-back window: 60 days ending two days before yesterday, as Scale Insights does, so orders
 * Amazon still attributes to the last days do not decide a harvest.
 */
export const LOOKBACK_DAYS = 60;
export const SKIP_RECENT_DAYS = 2;

export function lookbackWindow(
  target: ShopRow,
  now: Date,
  days: { lookbackDays: number; skipRecentDays: number } = {
    lookbackDays: LOOKBACK_DAYS,
    skipRecentDays: SKIP_RECENT_DAYS,
  },
) {
  const endDate = addDays(shopToday(target.timezone, now), -1 - days.skipRecentDays);
  return { startDate: addDays(endDate, -(days.lookbackDays - 1)), endDate };
}

/** One look over a shop's terms: by a harvest rule, or by the defaults (`rule` null). */
interface Pass {
  rule: HarvestRule | null;
  lookbackDays: number;
  window: { startDate: string; endDate: string };
  qualifies(row: TermRow, asin: string): boolean;
}

const actsAlone = (pass: Pass) => pass.rule !== null && pass.rule.flag === 1 && !pass.rule.trialRun;

/** A rule's scope names products, campaigns and ad groups where terms are found; empty lists mean all. */
function inRuleScope(rule: HarvestRule, row: TermRow, asin: string) {
  const { asins, campaignIds, adGroupIds } = rule.scope;
  return (
    (!asins.length || asins.some((one) => one.toUpperCase() === asin)) &&
    (!campaignIds.length || campaignIds.includes(row.campaignId)) &&
    (!adGroupIds.length || adGroupIds.includes(row.adGroupId))
  );
}

const draftOf = (candidate: HarvestCandidate, campaignId: string, adGroupId: string): TargetingDraft =>
  candidate.kind === 'keyword'
    ? { kind: 'keyword', campaignId, adGroupId, bid: 0, keywordText: candidate.searchTerm }
    : { kind: 'asinTarget', campaignId, adGroupId, bid: 0, asin: candidate.searchTerm };

/**
 * Finds a shop's harvest candidates after each sync and keeps them as proposals: new ones are added,
 * waiting ones get the latest figures, decided ones stay as they are.
 */
export function createHarvestScan(deps: {
  db: Database;
  settings: Pick<HarvestSettingsStore, 'forShop'>;
  shops: ShopDirectory;
  structure: ShopStructure;
  adsApi: AdsApi;
  negations: NegationOutcomes;
  harvestRules: HarvestRules;
  now: () => Date;
  /** The most harvests an automatic rule makes in one scan of a shop (the negation runs' maximum). */
  maxAutomaticPerRun: number;
}) {
  const { db, structure, adsApi } = deps;

  /** Amazon's suggested bids, asked once per destination; without an answer the bid follows the clicks. */
  async function suggestedBids(target: ShopRow, candidates: HarvestCandidate[]) {
    const byDestination = new Map<string, HarvestCandidate[]>();
    for (const candidate of candidates) {
      const key = candidate.destination.adGroupId ?? `new:${candidate.asin}`;
      byDestination.set(key, [...(byDestination.get(key) ?? []), candidate]);
    }
    const suggested = new Map<HarvestCandidate, number>();
    for (const group of byDestination.values()) {
      const { campaignId, adGroupId } = group[0]!.destination;
      const expressions = group.map((candidate) => draftOf(candidate, campaignId ?? '', adGroupId ?? ''));
      const query =
        campaignId && adGroupId
          ? { campaignId, adGroupId, expressions }
          : { asins: [group[0]!.asin], expressions };
      const bids = await adsApi.suggestedBids(target.id, query).catch(() => new Map<string, number>());
      for (const candidate of group) {
        const bid = bids.get(candidate.searchTerm);
        if (bid !== undefined) suggested.set(candidate, bid);
      }
    }
    return suggested;
  }

  /** The shop's harvest rules as passes over its terms, or one pass by the defaults when it has none. */
  async function passesOf(target: ShopRow, rules: HarvestRule[], acosTarget: number | null): Promise<Pass[]> {
    if (!rules.length) {
      const qualifies = meetsCriteria({
        ...DEFAULT_CRITERIA,
        acosTarget: acosTarget ?? DEFAULT_CRITERIA.acosTarget,
      });
      return [
        { rule: null, lookbackDays: LOOKBACK_DAYS, window: lookbackWindow(target, deps.now()), qualifies },
      ];
    }
    return rules.map((rule) => ({
      rule,
      lookbackDays: rule.lookbackDays,
      window: lookbackWindow(target, deps.now(), rule),
      qualifies: (row: TermRow, asin: string) =>
        inRuleScope(rule, row, asin) && deps.harvestRules.matches(rule, row),
    }));
  }

  /** Each term once: a pass that asks a person goes before one that acts alone, so the safer one keeps it. */
  async function candidatesOf(target: ShopRow, passes: Pass[], campaignNamePattern: string) {
    const [layouts, guards] = await Promise.all([
      structure.adGroupLayouts(target.id),
      deps.negations.harvestGuards(target),
    ]);
    const found = new Map<string, { candidate: HarvestCandidate; pass: Pass }>();
    for (const pass of [...passes].sort((a, b) => Number(actsAlone(a)) - Number(actsAlone(b)))) {
      const rows = await structure.searchTermTotals(target.id, pass.window.startDate, pass.window.endDate, {
        converting: true,
      });
      for (const candidate of selectCandidates({
        rows,
        layouts,
        qualifies: pass.qualifies,
        campaignNamePattern,
        ...guards,
      })) {
        const key = `${candidate.asin}|${candidate.searchTerm}`;
        if (!found.has(key)) found.set(key, { candidate, pass });
      }
    }
    return [...found.values()];
  }

  async function save(
    target: ShopRow,
    found: { candidate: HarvestCandidate; pass: Pass }[],
    settings: ShopHarvestSettings,
  ) {
    const suggested = await suggestedBids(
      target,
      found.map(({ candidate }) => candidate),
    );
    const values = found.map(({ candidate, pass }) => {
      const { bid, source } = startingBid({
        costPerClick: candidate.metrics.cpc ?? 0,
        factor: settings.bidFactor,
        suggested: suggested.get(candidate),
        currency: target.currencyCode,
        limits: settings,
      });
      return {
        organisationId: target.organisationId,
        shopId: target.id,
        asin: candidate.asin,
        sku: candidate.sku,
        searchTerm: candidate.searchTerm,
        kind: candidate.kind,
        source: candidate.source,
        destination: candidate.destination,
        metrics: candidate.metrics,
        lookbackDays: pass.lookbackDays,
        ruleId: pass.rule?.id ?? null,
        bid,
        bidSource: source,
        suggestedBid: suggested.get(candidate) ?? null,
        status: 'pending' as const,
      };
    });
    const fresh = (column: string) => sql.raw(`excluded.${column}`);
    return db
      .insert(harvest)
      .values(values)
      .onConflictDoUpdate({
        target: [harvest.shopId, harvest.asin, harvest.searchTerm],
        set: {
          source: fresh('source'),
          destination: fresh('destination'),
          metrics: fresh('metrics'),
          lookbackDays: fresh('lookback_days'),
          ruleId: fresh('rule_id'),
          bid: fresh('bid'),
          bidSource: fresh('bid_source'),
          suggestedBid: fresh('suggested_bid'),
          updatedAt: deps.now(),
        },
        setWhere: sql`${harvest.status} = 'pending'`,
      })
      .returning({ id: harvest.id, ruleId: harvest.ruleId, inserted: sql<boolean>`xmax = 0` });
  }

  return {
    /**
     * The shop's candidates become proposals; those of an automatic rule past its trial are then harvested
     * at once, at most `maxAutomaticPerRun` per scan (the rest wait for a person, as negations do).
     */
    async scanShop(shopId: string) {
      const target = await deps.shops.shop(shopId);
      if (!target) return { proposed: 0, automatic: null };
      const rules = await deps.harvestRules.rulesFor(target);
      const [guards, settings] = await Promise.all([
        deps.negations.harvestGuards(target),
        deps.settings.forShop(target.id),
      ]);
      const passes = await passesOf(target, rules, guards.acosTarget);
      const found = await candidatesOf(target, passes, settings.campaignNamePattern);
      const saved = found.length ? await save(target, found, settings) : [];
      await deps.harvestRules.markRun(
        rules.map((rule) => rule.id),
        target,
        deps.now(),
      );
      const alone = new Set(rules.filter((rule) => rule.flag === 1 && !rule.trialRun).map((rule) => rule.id));
      // Only proposals new in this scan: one already waiting (from a trial, or another rule) is a person's.
      const automatic = saved
        .filter(({ ruleId, inserted }) => inserted && ruleId !== null && alone.has(ruleId))
        .map(({ id }) => id)
        .slice(0, deps.maxAutomaticPerRun);
      return { proposed: found.length, automatic: { organisationId: target.organisationId, ids: automatic } };
    },

    /** What a harvest rule would propose on a shop now, nothing saved (the rule editor's preview). */
    async preview(target: ShopRow, rule: HarvestRule) {
      const [guards, settings] = await Promise.all([
        deps.negations.harvestGuards(target),
        deps.settings.forShop(target.id),
      ]);
      return candidatesOf(
        target,
        await passesOf(target, [rule], guards.acosTarget),
        settings.campaignNamePattern,
      );
    },
  };
}

export type HarvestScan = ReturnType<typeof createHarvestScan>;
