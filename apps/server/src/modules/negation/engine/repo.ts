import { and, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { RuleAction } from '@termwise/contracts';
import type { Database } from '../../../db/client.ts';
import { negation, negationRule, negationRuleTrial } from '../../../db/schema/negation.ts';
import type { PlaceTermTotals, ShopRow, SyncedAds, TermHistory, TermTotalsQuery } from '../../shop/index.ts';
import type { CurrencyService } from '../../currency/index.ts';
import type { Candidate } from './evaluate.ts';
import { addDays } from '../../../shop-calendar.ts';
import { inShopCurrency, needsCurrency } from './money.ts';
import type { OwnKeyword } from './safeguards.ts';
import { BASELINE_DAYS, baselinesOf } from './reach-probability.ts';
import type { DateWindow } from './dates.ts';
import { negatedKey } from './terms.ts';

export type { ShopRow };
type ShopKey = Pick<ShopRow, 'id' | 'organisationId'>;
export type RuleRow = typeof negationRule.$inferSelect;
export type NegationRow = typeof negation.$inferSelect;

/** A shop's negations that meet every condition given (an undefined condition is left out). */
export const shopNegations = (
  db: Database,
  shopId: string,
  ...conditions: (SQL | undefined)[]
): Promise<NegationRow[]> =>
  db
    .select()
    .from(negation)
    .where(and(eq(negation.shopId, shopId), ...conditions));

/**
 * What the engine reads and writes: its own rules and negations here, the synced Amazon data through the
 * shop module's SyncedAds. Nothing here decides.
 */
export function createEngineRepo(
  db: Database,
  ads: SyncedAds,
  currencies: Pick<CurrencyService, 'converter'>,
  organisationShops: (organisationId: string) => Promise<ShopRow[]>,
) {
  return {
    /**
     * Enabled rules of the organisation whose scope includes the shop (an empty shop list = all), their
     * money amounts in the shop's currency. Left out: a rule lacking a rate for it, and a rule whose amount
     * has no currency over shops of several (`needsCurrency`), since ¥10 and $10 are not one threshold.
     */
    async enabledRulesFor(target: ShopRow, action: RuleAction = 'negate'): Promise<RuleRow[]> {
      const [rules, shopsOfOrganisation, convert] = await Promise.all([
        db
          .select()
          .from(negationRule)
          .where(
            and(
              eq(negationRule.organisationId, target.organisationId),
              eq(negationRule.enabled, true),
              eq(negationRule.action, action),
            ),
          ),
        organisationShops(target.organisationId),
        currencies.converter(target.organisationId),
      ]);
      return rules
        .filter((rule) => !rule.scope.shopIds.length || rule.scope.shopIds.includes(target.id))
        .filter((rule) => !needsCurrency(rule, shopsOfOrganisation))
        .map((rule) => inShopCurrency(rule, target.currencyCode, convert))
        .filter((rule) => rule !== undefined);
    },

    /** One rule's sums per place and term, summed and filtered by the database. */
    termTotals: (shopId: string, query: TermTotalsQuery): Promise<PlaceTermTotals[]> =>
      ads.placeTermTotals(shopId, query),

    /** Several rules' sums, in their order; rules over the same days share one read of the rows. */
    termTotalsOf: (shopId: string, queries: TermTotalsQuery[]): Promise<PlaceTermTotals[][]> =>
      ads.placeTermTotalsOf(shopId, queries),

    /**
     * Each product's ad clicks, orders and sales over the baseline days up to `today`, and the shop's:
     * what a `reachProbability` condition measures a term against.
     */
    async baselines(shopId: string, today: string, asinOfAdGroup: ReadonlyMap<string, string>) {
      const rows = await ads.adGroupTotals(shopId, addDays(today, -BASELINE_DAYS), addDays(today, -1));
      return baselinesOf(rows, asinOfAdGroup);
    },

    /** The shop's search-term rows over the days, held for a replay of a rule (see TermHistory). */
    termHistory: (shopId: string, days: DateWindow, attributionDays: number): Promise<TermHistory> =>
      ads.termHistory(shopId, days, attributionDays),

    /** The baselines of each day from `firstDay` to `today`, from one read of the ad groups' days. */
    async baselinesFrom(
      shopId: string,
      firstDay: string,
      today: string,
      asinOfAdGroup: ReadonlyMap<string, string>,
    ) {
      const rows = await ads.adGroupDayTotals(shopId, addDays(firstDay, -BASELINE_DAYS), addDays(today, -1));
      return (day: string) => {
        const [from, to] = [addDays(day, -BASELINE_DAYS), addDays(day, -1)];
        return baselinesOf(
          rows.filter((row) => row.date >= from && row.date <= to),
          asinOfAdGroup,
        );
      };
    },

    /** The ASIN each ad group advertises; Sponsored Products ad groups here hold one product each. */
    asinOfAdGroup: (shopId: string) => ads.asinOfAdGroup(shopId),

    /** The keywords the seller targets (paused ones too: they are still its own). */
    ownKeywords: (shopId: string): Promise<OwnKeyword[]> => ads.ownKeywords(shopId),

    /**
     * Places where a term must not be proposed again: live negatives on Amazon (as last synced) and every
     * negation row, whatever its status, since a rejected or reverted one was a person's decision. With
     * `before`, as they were then: negations proposed since are left out, and so are the live negatives they
     * put on Amazon (a negative the seller added by hand has no date and stays in).
     */
    async negatedKeys(shopId: string, before?: Date): Promise<Set<string>> {
      const [live, negations] = await Promise.all([
        ads.liveNegatives(shopId),
        db
          .select({
            campaignId: negation.campaignId,
            adGroupId: negation.adGroupId,
            text: negation.searchTerm,
            createdAt: negation.createdAt,
          })
          .from(negation)
          .where(eq(negation.shopId, shopId)),
      ]);
      const keyOf = (row: { campaignId: string; adGroupId: string | null; text: string }) =>
        negatedKey(row.campaignId, row.adGroupId, row.text);
      const isEarlier = (row: { createdAt: Date }) => !before || row.createdAt < before;
      const since = new Set(negations.filter((row) => !isEarlier(row)).map(keyOf));
      const earlier = negations.filter(isEarlier).map(keyOf);
      return new Set([...live.map(keyOf).filter((key) => !since.has(key)), ...earlier]);
    },

    /**
     * Inserts new negations; a sign already taken (a concurrent run) is left as it was. `proposedAt`: when
     * the proposal is dated (the demo history's past runs), else now.
     */
    async insertNegations(
      target: ShopRow,
      rule: RuleRow,
      candidates: Candidate[],
      proposedAt?: Date,
    ): Promise<NegationRow[]> {
      if (!candidates.length) return [];
      return db
        .insert(negation)
        .values(
          candidates.map((candidate) => ({
            organisationId: target.organisationId,
            shopId: target.id,
            ruleId: rule.id,
            uniqueSign: candidate.uniqueSign,
            asin: candidate.asin,
            searchTerm: candidate.searchTerm,
            campaignId: candidate.place.campaignId,
            adGroupId: candidate.place.adGroupId,
            level: candidate.place.level,
            matchType: candidate.matchType,
            flag: candidate.flag,
            status: 'pending' as const,
            recommendation: candidate.recommendation,
            caution: candidate.caution,
            triggerMetrics: candidate.metrics,
            ...(proposedAt ? { createdAt: proposedAt, updatedAt: proposedAt } : {}),
          })),
        )
        .onConflictDoNothing({ target: [negation.shopId, negation.uniqueSign] })
        .returning();
    },

    /**
     * The same rules as enabledRulesFor, each in trial on this shop until it has run here since it was
     * created or widened: a shop new to a rule's scope is proposed to, never negated on, by its first run.
     */
    async rulesToRunOn(target: ShopRow, action: RuleAction = 'negate'): Promise<RuleRow[]> {
      const rules = await this.enabledRulesFor(target, action);
      const trialled = new Set(
        (
          await db
            .select({ ruleId: negationRuleTrial.ruleId })
            .from(negationRuleTrial)
            .where(eq(negationRuleTrial.shopId, target.id))
        ).map((row) => row.ruleId),
      );
      return rules.map((rule) => ({ ...rule, trialRun: rule.trialRun || !trialled.has(rule.id) }));
    },

    /** The rules behind negations, by id: their names and who last changed them. */
    async ruleAuthors(ruleIds: (string | null)[]) {
      const ids = [...new Set(ruleIds.filter((id) => id !== null))];
      if (!ids.length) return new Map<string, { name: string; changedByName: string | null }>();
      const rows = await db
        .select({ id: negationRule.id, name: negationRule.name, changedByName: negationRule.changedByName })
        .from(negationRule)
        .where(inArray(negationRule.id, ids));
      return new Map(rows.map(({ id, ...rule }) => [id, rule]));
    },

    /** A run on a shop ends the rules' trial there: the runs after it act on their own. */
    async markRuleRun(ruleIds: string[], target: ShopKey, at: Date) {
      if (!ruleIds.length) return;
      await db
        .update(negationRule)
        .set({ lastRunAt: at, trialRun: false })
        .where(
          and(eq(negationRule.organisationId, target.organisationId), inArray(negationRule.id, ruleIds)),
        );
      await this.markTrialled(ruleIds, target, at);
    },

    /** The rules acting on a shop are its organisation's: their trials are stored under it. */
    async markTrialled(ruleIds: string[], target: ShopKey, at: Date) {
      if (!ruleIds.length) return;
      await db
        .insert(negationRuleTrial)
        .values(
          ruleIds.map((ruleId) => ({
            organisationId: target.organisationId,
            ruleId,
            shopId: target.id,
            trialledAt: at,
          })),
        )
        .onConflictDoNothing();
    },

    async hasNegations(shopId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: negation.id })
        .from(negation)
        .where(eq(negation.shopId, shopId))
        .limit(1);
      return row !== undefined;
    },

    async hasNegationsBefore(shopId: string, before: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: negation.id })
        .from(negation)
        .where(and(eq(negation.shopId, shopId), lt(negation.createdAt, before)))
        .limit(1);
      return row !== undefined;
    },

    /** Flag-1 negations proposed before `before` and still waiting (the demo history's past runs). */
    async pastAutomaticPending(shopId: string, before: Date): Promise<NegationRow[]> {
      return shopNegations(
        db,
        shopId,
        eq(negation.flag, 1),
        eq(negation.status, 'pending'),
        lt(negation.createdAt, before),
      );
    },

    async appliedNegations(shopId: string): Promise<NegationRow[]> {
      return shopNegations(db, shopId, eq(negation.status, 'applied'), isNotNull(negation.amazonId));
    },

    /** The demo history: negations Amazon now dates back to the day they were proposed on. */
    async dateNegationsBack(ids: string[], negatedOn: string, appliedAt: Date) {
      if (!ids.length) return;
      await db.update(negation).set({ negatedOn, appliedAt }).where(inArray(negation.id, ids));
    },

    /** Flag-1 negations still waiting to be applied (a run that stopped between proposing and applying). */
    async automaticPending(shopId: string): Promise<NegationRow[]> {
      return shopNegations(db, shopId, eq(negation.flag, 1), eq(negation.status, 'pending'));
    },
  };
}

export type EngineRepo = ReturnType<typeof createEngineRepo>;
