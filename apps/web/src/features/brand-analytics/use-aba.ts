import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  AbaPeriod,
  AbaRadarRequest,
  AbaSearchTermsRequest,
  TermRankingsRequest,
} from '@termwise/contracts';
import {
  fetchAbaImports,
  fetchAbaRadar,
  fetchAbaMarketplaces,
  fetchAbaSearchTerms,
  fetchAbaTermHistory,
  fetchTermRankings,
  startAbaBackfill,
  startAbaImport,
  uploadAbaCsv,
} from '@/service/api/brand-analytics';
import { abaKeys } from './keys';

export function useAbaMarketplaces() {
  return useQuery({ queryKey: abaKeys.marketplaces(), queryFn: fetchAbaMarketplaces, staleTime: 30_000 });
}

/**
 * The imports of a marketplace; polled while one is loading, or while a job this screen started is not
 * listed yet (a queued job has no load), so the list shows its progress. A load that becomes ready
 * refreshes the marketplace's periods, so its week can be browsed at once.
 */
export function useAbaImports(marketplaceId: string | undefined, unlistedJobs = 0) {
  const queryClient = useQueryClient();
  const imports = useQuery({
    queryKey: abaKeys.imports(marketplaceId),
    queryFn: () => fetchAbaImports(marketplaceId),
    enabled: Boolean(marketplaceId),
    refetchInterval: (query) =>
      unlistedJobs || query.state.data?.rows.some((row) => row.status === 'loading') ? 3_000 : false,
  });
  const ready = imports.data?.rows.filter((row) => row.status === 'ready').length;
  useEffect(() => {
    if (ready) void queryClient.invalidateQueries({ queryKey: abaKeys.marketplaces() });
  }, [ready, queryClient]);
  return imports;
}

export function useAbaSearchTerms(request: AbaSearchTermsRequest | undefined) {
  return useQuery({
    queryKey: abaKeys.searchTerms(request!),
    queryFn: () => fetchAbaSearchTerms(request!),
    enabled: Boolean(request),
    placeholderData: keepPreviousData,
  });
}

export function useAbaTermHistory(
  marketplaceId: string,
  reportPeriod: AbaPeriod,
  searchTerm: string | undefined,
) {
  return useQuery({
    queryKey: abaKeys.history(marketplaceId, reportPeriod, searchTerm ?? ''),
    queryFn: () => fetchAbaTermHistory({ marketplaceId, reportPeriod, searchTerm: searchTerm! }),
    enabled: Boolean(searchTerm),
  });
}

/** Starts an import, a backfill or a CSV upload's load; the lists refresh so the new loads show at once. */
export function useStartAbaImport() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: abaKeys.all });
  return {
    week: useMutation({ mutationFn: startAbaImport, onSettled: refresh }),
    backfill: useMutation({ mutationFn: startAbaBackfill, onSettled: refresh }),
    upload: useMutation({ mutationFn: uploadAbaCsv, onSettled: refresh }),
  };
}

export function useAbaRadar(request: AbaRadarRequest | undefined) {
  return useQuery({
    queryKey: abaKeys.radar(request!),
    queryFn: () => fetchAbaRadar(request!),
    enabled: Boolean(request),
    placeholderData: keepPreviousData,
  });
}

export function useTermRankings(request: TermRankingsRequest | undefined) {
  return useQuery({
    queryKey: abaKeys.termRankings(request!),
    queryFn: () => fetchTermRankings(request!),
    enabled: Boolean(request),
    placeholderData: keepPreviousData,
  });
}
