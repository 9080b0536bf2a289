import type { KeywordGroupKind, KeywordWindowDays } from '@termwise/contracts';
import type { KeywordGroupQuery } from '@/service/api/keyword';

/** What the seller narrows the findings by; remembered per user through def_filter / cur_filter. */
export type DuplicateFilter = {
  kind: KeywordGroupKind;
  shopId?: string;
  asin?: string;
  text?: string;
  matchType?: 'EXACT' | 'PHRASE' | 'BROAD';
  minSpend?: number;
  windowDays: KeywordWindowDays;
};

export const FILTER_PAGE = 'keyword-manage_duplicate-keywords';

export const blankFilter: DuplicateFilter = { kind: 'duplicate', windowDays: 30 };

/** Empty inputs mean "any": the server refuses empty strings where it expects an ASIN. */
export function toGroupQuery(filter: DuplicateFilter): KeywordGroupQuery {
  const query: KeywordGroupQuery = { kind: filter.kind, windowDays: filter.windowDays };
  if (filter.shopId) query.shopId = filter.shopId;
  if (filter.asin?.trim()) query.asin = filter.asin.trim();
  if (filter.text?.trim()) query.text = filter.text.trim();
  if (filter.matchType) query.matchType = filter.matchType;
  // A minimum spend is money in one shop's currency: it applies only with a shop chosen.
  if (filter.shopId && filter.minSpend !== undefined && filter.minSpend !== null)
    query.minSpend = filter.minSpend;
  return query;
}
