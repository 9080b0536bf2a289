import { setImmediate } from 'node:timers/promises';
import type { PlaceSince, TermHistory, TermSums } from '../../shop/index.ts';
import { addDays } from '../../../shop-calendar.ts';
import { ruleWindow } from './dates.ts';
import { evaluateRule, type Baselines, type Candidate, type EngineRule, type ShopFacts } from './evaluate.ts';
import { negatedKey } from './terms.ts';

/** A negation the rule would have made, and what the term then did at that place up to yesterday. */
export interface BacktestNegation {
  candidate: Candidate;
  negatedOn: string;
  afterwards: TermSums;
}

/** What a replay reads: the shop's rows over every window it asks for, and the baselines of a past day. */
export interface ReplaySource {
  history: TermHistory;
  baselinesOn(day: string): Promise<Baselines>;
}

/** The days a backtest of `days` days runs the rule on: the last is today, the day a run now would have. */
export function replayDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index + 1 - days));
}

/** The rows a replay over `runDays` reads: the first day's window up to yesterday (the afterwards). */
export function replayReads(rule: Pick<EngineRule, 'lookbackDays' | 'skipRecentDays'>, runDays: string[]) {
  const first = ruleWindow(runDays[0]!, rule.lookbackDays, rule.skipRecentDays);
  return { startDate: first.startDate, endDate: addDays(runDays.at(-1)!, -1) };
}

/**
 * The rule as if it had run on each of `runDays` with only what it could read then: the same evaluation a
 * live run makes, fed the window of that day and the baselines of that day. A term it proposes counts as
 * negated from that day on (a person is taken to confirm what they are asked); a term that is the seller's
 * own keyword is a review, not a negation, and is left out. `shop.negated` holds what was negated before.
 */
export async function replayRule(
  rule: EngineRule,
  shop: Omit<ShopFacts, 'today' | 'termTotals' | 'termTotalsOf' | 'baselines'>,
  runDays: string[],
  source: ReplaySource,
): Promise<BacktestNegation[]> {
  const negated = new Set(shop.negated);
  const found: Omit<BacktestNegation, 'afterwards'>[] = [];
  for (const day of runDays) {
    // A day's evaluation is CPU work (a probability rule measures every clicked term): other requests get
    // the event loop between days, so a long replay never holds the server.
    await setImmediate();
    const { candidates } = await evaluateRule(rule, {
      ...shop,
      today: day,
      negated,
      termTotals: async (query) => source.history.totals(query),
      baselines: () => source.baselinesOn(day),
    });
    for (const candidate of candidates) {
      if (candidate.recommendation !== 'negate') continue;
      negated.add(negatedKey(candidate.place.campaignId, candidate.place.adGroupId, candidate.searchTerm));
      found.push({ candidate, negatedOn: day });
    }
  }
  const places: PlaceSince[] = found.map(({ candidate, negatedOn }) => ({
    campaignId: candidate.place.campaignId,
    adGroupId: candidate.place.adGroupId,
    searchTerm: candidate.searchTerm,
    fromDate: negatedOn,
  }));
  const afterwards = source.history.since(places);
  return found.map((one, index) => ({ ...one, afterwards: afterwards[index]! }));
}
