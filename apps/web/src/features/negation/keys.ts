import type { QueryClient } from '@tanstack/react-query';
import type {
  ControlChartRequest,
  KeywordToSearchTermRequest,
  NegLogKpiRequest,
  NegLogTermsRequest,
} from '@termwise/contracts';
import type { NegLogListQuery } from '@/service/api/negation';

export const negationKeys = {
  all: ['negation'] as const,
  list: (query: NegLogListQuery) => [...negationKeys.all, 'list', query] as const,
  terms: (query: NegLogTermsRequest) => [...negationKeys.all, 'terms', query] as const,
  kpi: (query: NegLogKpiRequest) => [...negationKeys.all, 'kpi', query] as const,
  rules: () => [...negationKeys.all, 'rules'] as const,
  dataComparison: (uniqueSign: string | null, comparisonType: number) =>
    [...negationKeys.all, 'data-comparison', uniqueSign, comparisonType] as const,
  controlChart: (request: ControlChartRequest | null) =>
    [...negationKeys.all, 'control-chart', request] as const,
  matchedSearchTerms: (request: KeywordToSearchTermRequest | null) =>
    [...negationKeys.all, 'matched-search-terms', request] as const,
};

/**
 * After negations changed (handled, a rules run, fresh data): this feature's queries and every other
 * feature's query that shows negations (marked `meta: { showsNegations: true }`: bell, logs, keyword log).
 */
export function invalidateNegationData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: negationKeys.all });
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.showsNegations === true });
}
