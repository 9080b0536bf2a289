import { RankApi, type RankListRequest } from '@termwise/contracts';
import { call, upload } from '../request/call';

export type RankListQuery = Partial<RankListRequest>;

export const fetchRankedKeywords = (body: RankListQuery) => call(RankApi.list, body);
export const fetchRankHistory = (id: string, days = 90) => call(RankApi.history, { id, days });
export const trackKeywords = (shopId: string, asin: string, keywords: string[]) =>
  call(RankApi.track, { shopId, asin, keywords });
export const untrackKeywords = (ids: string[]) => call(RankApi.untrack, { ids });
export const fetchRankSuggestions = (shopId: string, asin: string) =>
  call(RankApi.suggestions, { shopId, asin });
export const previewRankImport = (shopId: string, file: File) =>
  upload(RankApi.importPreview, { shopId }, file);
export const commitRankImport = (shopId: string, file: File) =>
  upload(RankApi.importCommit, { shopId }, file);
