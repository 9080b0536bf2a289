import type { MatchedTargeting } from '@termwise/contracts';
import type { SyncedAds, TermTargeting } from '../../shop/index.ts';
import type { NegationRow } from '../engine/repo.ts';
import { normaliseTerm } from '../engine/terms.ts';

/** The search-term report's match types of keywords; targets report their expression's kind instead. */
const KEYWORD_MATCH_TYPES = new Set(['BROAD', 'PHRASE', 'EXACT']);

export type MatchedByOf = (row: NegationRow) => MatchedTargeting | null;

/**
 * For each negation, the keyword or target that bought its term most where it is negated (its ad group,
 * or anywhere in its campaign at campaign level) over the days that triggered it: one read per shop for
 * all the rows shown, over the span of their trigger windows.
 */
export async function matchedByLookup(ads: SyncedAds, rows: NegationRow[]): Promise<MatchedByOf> {
  const shopIds = [...new Set(rows.map((row) => row.shopId))];
  const targetingsPerShop = await Promise.all(
    shopIds.map((shopId) => {
      const shopRows = rows.filter((row) => row.shopId === shopId);
      const terms = [...new Set(shopRows.map((row) => row.searchTerm))];
      return ads.targetingsOf(shopId, terms, spanOf(shopRows));
    }),
  );
  // Rows come the most clicked first, and keep that order under their term and campaign.
  const byTermInCampaign = new Map<string, TermTargeting[]>();
  targetingsPerShop.forEach((targetings, index) => {
    for (const targeting of targetings) {
      const key = `${shopIds[index]}|${targeting.campaignId}|${normaliseTerm(targeting.searchTerm)}`;
      const inPlace = byTermInCampaign.get(key);
      if (inPlace) inPlace.push(targeting);
      else byTermInCampaign.set(key, [targeting]);
    }
  });
  return (row) => {
    const top = byTermInCampaign
      .get(`${row.shopId}|${row.campaignId}|${row.searchTerm}`)
      ?.find((targeting) => row.adGroupId === null || targeting.adGroupId === row.adGroupId);
    return top ? toMatchedTargeting(top) : null;
  };
}

function spanOf(rows: NegationRow[]) {
  const starts = rows.map((row) => row.triggerMetrics.startDate).sort();
  const ends = rows.map((row) => row.triggerMetrics.endDate).sort();
  return { startDate: starts[0]!, endDate: ends.at(-1)! };
}

const toMatchedTargeting = (targeting: TermTargeting): MatchedTargeting => ({
  targetingId: targeting.targetingId,
  text: targeting.targeting,
  matchType: targeting.matchType,
  kind: KEYWORD_MATCH_TYPES.has(targeting.matchType.toUpperCase()) ? 'keyword' : 'target',
});
