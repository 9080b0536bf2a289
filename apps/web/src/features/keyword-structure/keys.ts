import type { QueryClient } from '@tanstack/react-query';
import type { KeywordGroupQuery } from '@/service/api/keyword';
import type { RankListQuery } from '@/service/api/rank';

export const keywordKeys = {
  all: ['keyword-structure'] as const,
  groups: (query: KeywordGroupQuery) => [...keywordKeys.all, 'groups', query] as const,
  counts: (query: Omit<KeywordGroupQuery, 'kind'>) => [...keywordKeys.all, 'counts', query] as const,
  ranks: (query: RankListQuery) => [...keywordKeys.all, 'ranks', query] as const,
  rankHistory: (id: string) => [...keywordKeys.all, 'rank-history', id] as const,
  rankSuggestions: (shopId: string, asin: string) =>
    [...keywordKeys.all, 'rank-suggestions', shopId, asin] as const,
};

/** After an action: the groups and counts of this feature, and anything that shows negations. */
export function invalidateKeywordData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.showsNegations === true });
}
