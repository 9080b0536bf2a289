import {
  AbaApi,
  type AbaExportRequest,
  type AbaRadarRequest,
  type AbaSearchTermsRequest,
  type EndpointInput,
  type TermRankingsRequest,
} from '@termwise/contracts';
import { call, upload } from '../request/call';

export const fetchAbaMarketplaces = () => call(AbaApi.marketplaces);
export const fetchAbaImports = (marketplaceId?: string) => call(AbaApi.imports, { marketplaceId });
export const fetchAbaSearchTerms = (body: AbaSearchTermsRequest) => call(AbaApi.searchTerms, body);
export const fetchAbaTermHistory = (body: EndpointInput<typeof AbaApi.termHistory>) =>
  call(AbaApi.termHistory, body);
export const startAbaImport = (body: EndpointInput<typeof AbaApi.import>) => call(AbaApi.import, body);
export const uploadAbaCsv = ({ file, ...query }: EndpointInput<typeof AbaApi.upload> & { file: Blob }) =>
  upload(AbaApi.upload, query, file);
export const startAbaBackfill = (body: EndpointInput<typeof AbaApi.backfill>) => call(AbaApi.backfill, body);
export const fetchAbaRadar = (body: AbaRadarRequest) => call(AbaApi.radar, body);
export const fetchTermRankings = (body: TermRankingsRequest) => call(AbaApi.termRankings, body);
export const exportAbaSearchTerms = (body: AbaExportRequest) => call(AbaApi.export, body);
