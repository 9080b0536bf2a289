import {
  WASTING_MIN_CLICKS,
  type BoardTermReview,
  type NegationCaution,
  type TriggerMetrics,
} from '@termwise/contracts';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negation } from '../../db/schema/negation.ts';
import { conflict } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopRow } from '../shop/index.ts';
import type { EngineRepo } from './engine/repo.ts';
import { reviewManualNegation } from './engine/manual-review.ts';
import { ownKeywordHit } from './engine/safeguards.ts';
import {
  findProtectedWord,
  isAlreadyNegated,
  isAsinTerm,
  normaliseTerm,
  uniqueSignOf,
} from './engine/terms.ts';
import type { HandlingService } from './handling.ts';

export interface LiveNegation {
  shopId: string;
  campaignId: string;
  /** null at campaign level: it covers every ad group of the campaign. */
  adGroupId: string | null;
  searchTerm: string;
  negatedOn: string;
}

/**
 * propose: for a person to decide. negateNow: to Amazon at once when the review clears it (reviewTerm),
 * else held for a person with why. restructure: to Amazon at once, a keyword-structure move a person chose
 * on its own screen (the term is negated to send its traffic to another ad group, not for wasting money).
 */
export type ProposeMode = 'propose' | 'negateNow' | 'restructure';

export interface TermProposal {
  campaignId: string;
  adGroupId: string;
  searchTerm: string;
  /** The figures that made someone act on it, kept as the proposal's evidence. */
  metrics: TriggerMetrics;
}

/**
 * What the negation module did and may still do, for the board and the daily report: negations that went
 * live, pending counts, where a term is already negated, and proposing one term by hand.
 */
export function createNegationOutcomes(deps: {
  db: Database;
  engineRepo: EngineRepo;
  handling: HandlingService;
  operationLog: OperationLog;
}) {
  const { db, engineRepo, handling, operationLog } = deps;

  async function reviewOf(target: ShopRow, proposal: TermProposal) {
    const searchTerm = normaliseTerm(proposal.searchTerm);
    const matchType = isAsinTerm(searchTerm) ? 'ASIN_SAME_AS' : 'NEGATIVE_EXACT';
    const [asins, keywords, rules] = await Promise.all([
      engineRepo.asinOfAdGroup(target.id),
      engineRepo.ownKeywords(target.id),
      engineRepo.enabledRulesFor(target),
    ]);
    const place = { campaignId: proposal.campaignId, adGroupId: proposal.adGroupId };
    const review = reviewManualNegation(
      { place, searchTerm, matchType, clicks: proposal.metrics.clicks, orders: proposal.metrics.orders },
      { keywords, asinOfAdGroup: asins, rules },
    );
    return {
      review,
      matchType,
      asin: asins.get(place.adGroupId) ?? '',
      ownKeyword: ownKeywordHit(keywords, place, searchTerm, matchType),
    };
  }

  /** The negation of a term at an ad group (exact or ASIN), whatever its status, if there is one. */
  async function negationAt(target: ShopRow, campaignId: string, adGroupId: string, term: string) {
    const searchTerm = normaliseTerm(term);
    const matchType = isAsinTerm(searchTerm) ? 'ASIN_SAME_AS' : 'NEGATIVE_EXACT';
    const place = { shopId: target.id, level: 'adGroup' as const, campaignId, adGroupId };
    const [row] = await db
      .select({ id: negation.id, status: negation.status, failureReason: negation.failureReason })
      .from(negation)
      .where(
        and(
          eq(negation.organisationId, target.organisationId),
          eq(negation.uniqueSign, uniqueSignOf(place, matchType, searchTerm)),
        ),
      );
    return row;
  }

  /**
   * Proposes negating a term in an ad group (negative exact, or a negative product target for an ASIN),
   * and sends it to Amazon at once as `mode` says (ProposeMode). A term that is the seller's own keyword
   * there becomes a keyword review, as the rules' proposals do.
   */
  async function proposeTerm(user: SessionUser, target: ShopRow, proposal: TermProposal, mode: ProposeMode) {
    const searchTerm = normaliseTerm(proposal.searchTerm);
    const place = {
      shopId: target.id,
      level: 'adGroup' as const,
      campaignId: proposal.campaignId,
      adGroupId: proposal.adGroupId,
    };
    if (
      isAlreadyNegated(await engineRepo.negatedKeys(target.id), place.campaignId, place.adGroupId, searchTerm)
    )
      throw conflict(messages.negation.alreadyDecided);
    const { review, matchType, asin, ownKeyword } = await reviewOf(target, proposal);
    const held = mode === 'negateNow' && review.verdict === 'hold';
    const caution: NegationCaution = {
      ...(ownKeyword && {
        ownKeyword: {
          keywordId: ownKeyword.keywordId,
          keywordText: ownKeyword.keywordText,
          matchType: ownKeyword.matchType,
          adGroupId: ownKeyword.adGroupId,
        },
      }),
      ...(review.coreTerm && { coreTerm: { ...review.coreTerm, factor: review.bar / WASTING_MIN_CLICKS } }),
      ...(held && { heldBack: review.protectedWord ? ('protectedTerm' as const) : ('belowBar' as const) }),
    };
    const [row] = await db
      .insert(negation)
      .values({
        organisationId: target.organisationId,
        shopId: target.id,
        ruleId: null,
        proposedBy: user.userId,
        proposedByName: user.userName,
        uniqueSign: uniqueSignOf(place, matchType, searchTerm),
        asin,
        searchTerm,
        campaignId: place.campaignId,
        adGroupId: place.adGroupId,
        level: place.level,
        matchType,
        flag: 2,
        status: 'pending',
        recommendation: ownKeyword ? (proposal.metrics.orders > 0 ? 'lowerBid' : 'pauseKeyword') : 'negate',
        caution,
        triggerMetrics: proposal.metrics,
      })
      .onConflictDoNothing({ target: [negation.shopId, negation.uniqueSign] })
      .returning();
    if (!row) throw conflict(messages.negation.alreadyDecided);
    await operationLog.record(user, {
      module: 'negation',
      action: 'propose',
      objectType: 'negation',
      objectId: row.id,
      shopId: target.id,
      after: {
        status: row.status,
        searchTerm,
        matchType,
        campaignId: place.campaignId,
        adGroupId: place.adGroupId,
      },
      result: 'success',
    });
    const sendNow = mode === 'restructure' || (mode === 'negateNow' && review.verdict === 'negate');
    if (!sendNow) return { negationId: row.id, status: row.status, message: null, failure: null };
    const [outcome] = await handling.process(user, [row.id], 'confirm');
    return {
      negationId: row.id,
      status: outcome?.status ?? row.status,
      message: outcome?.message ?? null,
      failure: outcome?.failure ?? null,
    };
  }

  return {
    /** Negations that went live on Amazon (still live or reverted since) with a date in the range. */
    async liveBetween(shopIds: string[], startDate: string, endDate: string): Promise<LiveNegation[]> {
      if (!shopIds.length) return [];
      const rows = await db
        .select({
          shopId: negation.shopId,
          campaignId: negation.campaignId,
          adGroupId: negation.adGroupId,
          searchTerm: negation.searchTerm,
          negatedOn: negation.negatedOn,
        })
        .from(negation)
        .where(
          and(
            inArray(negation.shopId, shopIds),
            isNotNull(negation.negatedOn),
            gte(negation.negatedOn, startDate),
            lte(negation.negatedOn, endDate),
          ),
        );
      return rows.map((row) => ({ ...row, negatedOn: row.negatedOn! }));
    },

    /** Proposals and reviews waiting for a person, per shop. */
    async pendingCounts(shopIds: string[]): Promise<Map<string, number>> {
      if (!shopIds.length) return new Map();
      const rows = await db
        .select({ shopId: negation.shopId, count: sql<number>`count(*)::int` })
        .from(negation)
        .where(and(inArray(negation.shopId, shopIds), eq(negation.status, 'pending')))
        .groupBy(negation.shopId);
      return new Map(rows.map((row) => [row.shopId, row.count]));
    },

    /** Whether a term is negated (or was proposed, rejected or reverted: a decision) at an ad group. */
    async negatedCheck(shopId: string) {
      const negated = await engineRepo.negatedKeys(shopId);
      return (campaignId: string, adGroupId: string, term: string) =>
        isAlreadyNegated(negated, campaignId, adGroupId, term);
    },

    negationAt,

    /** Confirms or reverts negations as a person would on the negative keywords page. */
    handle: (user: SessionUser, ids: string[], action: 'confirm' | 'revert') =>
      handling.process(user, ids, action),

    /** What "negate now" would do with the term, and why: asked before the click, applied on it. */
    async reviewTerm(target: ShopRow, proposal: TermProposal): Promise<BoardTermReview> {
      return (await reviewOf(target, proposal)).review;
    },

    proposeTerm,

    /**
     * The negative a harvest places where the term was found, sent at once. Safe to repeat: a negation
     * already there is reused (confirmed again when it waits or failed), never made twice.
     */
    async negateHarvested(user: SessionUser, target: ShopRow, proposal: TermProposal) {
      const existing = await negationAt(target, proposal.campaignId, proposal.adGroupId, proposal.searchTerm);
      if (!existing) return proposeTerm(user, target, proposal, 'restructure');
      if (existing.status !== 'pending' && existing.status !== 'failed')
        return { negationId: existing.id, status: existing.status, message: null, failure: null };
      const [outcome] = await handling.process(user, [existing.id], 'confirm');
      return {
        negationId: existing.id,
        status: outcome?.status ?? existing.status,
        message: outcome?.message ?? null,
        failure: outcome?.failure ?? null,
      };
    },

    /** What a harvest must respect in a shop: the words its rules protect, their strictest ACOS target, negations. */
    async harvestGuards(target: ShopRow) {
      const [rules, negated] = await Promise.all([
        engineRepo.enabledRulesFor(target),
        engineRepo.negatedKeys(target.id),
      ]);
      const protectedTerms = rules.flatMap((rule) => rule.protectedTerms);
      const acosTargets = rules.flatMap((rule) => (rule.acosTarget === null ? [] : [rule.acosTarget]));
      return {
        acosTarget: acosTargets.length ? Math.min(...acosTargets) : null,
        isProtected: (term: string) => findProtectedWord(term, protectedTerms) !== undefined,
        isNegatedAt: (campaignId: string, adGroupId: string, term: string) =>
          isAlreadyNegated(negated, campaignId, adGroupId, term),
      };
    },
  };
}

export type NegationOutcomes = ReturnType<typeof createNegationOutcomes>;
