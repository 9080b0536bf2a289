import { containsPhrase } from './campaigns.ts';
import type { NegativeMatchType } from './entities.ts';

/** What a negative keyword or negative product target blocks, and on which shop days it is in force. */
export interface Negation {
  level: 'adGroup' | 'campaign';
  /** Ad group id or campaign id, by level. */
  scopeId: string;
  blocks: (searchTerm: string) => boolean;
  /** Half-open [from, to) day numbers in the shop's zone while the negative was enabled. */
  periods: { from: number; to: number }[];
}

export function keywordNegation(
  level: Negation['level'],
  scopeId: string,
  keywordText: string,
  matchType: NegativeMatchType,
  fromDay: number,
): Negation {
  const words = keywordText.split(' ');
  const blocks =
    matchType === 'NEGATIVE_EXACT'
      ? (term: string) => term === keywordText
      : matchType === 'NEGATIVE_PHRASE'
        ? (term: string) => containsPhrase(term, keywordText)
        : // Negative broad: every word of the keyword appears in the term, in any order.
          (term: string) => words.every((word) => term.split(' ').includes(word));
  return { level, scopeId, blocks, periods: [{ from: fromDay, to: Infinity }] };
}

/** A negative ASIN keeps the ad off that product's page, which the search-term report shows as the ASIN. */
export function asinNegation(level: Negation['level'], scopeId: string, asin: string, fromDay: number): Negation {
  const asinTerm = asin.toLowerCase();
  return { level, scopeId, blocks: (term) => term === asinTerm, periods: [{ from: fromDay, to: Infinity }] };
}

/** Negatives switch on and off with their state; history before a change stays as it was. */
export function setNegationEnabled(negation: Negation, enabled: boolean, day: number): void {
  const open = negation.periods.find((period) => period.to === Infinity);
  if (enabled && !open) negation.periods.push({ from: day, to: Infinity });
  if (!enabled && open) open.to = day;
}

/** Negations of one shop, indexed by the ad group or campaign they apply to. */
export class NegationIndex {
  private readonly byAdGroup = new Map<string, Negation[]>();
  private readonly byCampaign = new Map<string, Negation[]>();

  add(negation: Negation): void {
    const index = negation.level === 'adGroup' ? this.byAdGroup : this.byCampaign;
    const list = index.get(negation.scopeId);
    if (list) list.push(negation);
    else index.set(negation.scopeId, [negation]);
  }

  /** Asked for every path and day of a report: loops, no closures or keys built per call. */
  isNegated(campaignId: string, adGroupId: string, searchTerm: string, day: number): boolean {
    return (
      anyBlocks(this.byAdGroup.get(adGroupId), searchTerm, day) ||
      anyBlocks(this.byCampaign.get(campaignId), searchTerm, day)
    );
  }
}

function anyBlocks(negations: Negation[] | undefined, searchTerm: string, day: number): boolean {
  if (!negations) return false;
  for (const negation of negations) if (inForce(negation, day) && negation.blocks(searchTerm)) return true;
  return false;
}

function inForce(negation: Negation, day: number): boolean {
  for (const period of negation.periods) if (period.from <= day && day < period.to) return true;
  return false;
}
