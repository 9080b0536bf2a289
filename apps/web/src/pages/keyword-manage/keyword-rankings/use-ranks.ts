import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keywordKeys } from '@/features/keyword-structure';
import {
  fetchRankedKeywords,
  fetchRankHistory,
  fetchRankSuggestions,
  type RankListQuery,
} from '@/service/api/rank';
import type { ServerTableState } from '@/components/server-table';

export type RankFilter = { shopId?: string; asin?: string; text?: string };
export type RankSortField = 'organicRank' | 'sponsoredRank' | 'organicChange7' | 'keyword';

export function useRankedKeywords(
  { filters, page, pageSize, sort }: ServerTableState<RankFilter, RankSortField>,
  enabled: boolean,
) {
  const query: RankListQuery = { ...filters, page, pageSize, ...sort };
  return useQuery({
    queryKey: keywordKeys.ranks(query),
    queryFn: () => fetchRankedKeywords(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRankHistory(id: string | null) {
  return useQuery({
    queryKey: keywordKeys.rankHistory(id ?? ''),
    queryFn: () => fetchRankHistory(id!),
    enabled: id !== null,
  });
}

export function useRankSuggestions(shopId: string | undefined, asin: string) {
  const valid = Boolean(shopId) && /^[A-Z0-9]{10}$/i.test(asin.trim());
  return useQuery({
    queryKey: keywordKeys.rankSuggestions(shopId ?? '', asin.trim().toUpperCase()),
    queryFn: () => fetchRankSuggestions(shopId!, asin.trim()),
    enabled: valid,
  });
}
