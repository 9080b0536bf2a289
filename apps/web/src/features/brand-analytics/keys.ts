import type { AbaRadarRequest, AbaSearchTermsRequest, TermRankingsRequest } from '@termwise/contracts';

export const abaKeys = {
  all: ['aba'] as const,
  marketplaces: () => [...abaKeys.all, 'marketplaces'] as const,
  imports: (marketplaceId: string | undefined) => [...abaKeys.all, 'imports', marketplaceId] as const,
  searchTerms: (request: AbaSearchTermsRequest) => [...abaKeys.all, 'searchTerms', request] as const,
  history: (marketplaceId: string, reportPeriod: string, searchTerm: string) =>
    [...abaKeys.all, 'history', marketplaceId, reportPeriod, searchTerm] as const,
  radar: (request: AbaRadarRequest) => [...abaKeys.all, 'radar', request] as const,
  termRankings: (request: TermRankingsRequest) => [...abaKeys.all, 'termRankings', request] as const,
};
