import {
  KeywordApi,
  type KeywordActionKind,
  type KeywordExportRequest,
  type KeywordGroupFilter,
  type KeywordGroupListRequest,
} from '@termwise/contracts';
import { call } from '../request/call';

export type KeywordGroupQuery = Partial<KeywordGroupListRequest> & Pick<KeywordGroupListRequest, 'kind'>;

export const fetchKeywordGroups = (body: KeywordGroupQuery) => call(KeywordApi.list, body);

export const fetchKeywordGroupCounts = (body: Partial<KeywordGroupFilter>) => call(KeywordApi.counts, body);

export const exportKeywordGroups = (body: Partial<KeywordExportRequest>) => call(KeywordApi.export, body);

export const actOnKeywordGroups = (groupIds: string[], action: KeywordActionKind) =>
  call(KeywordApi.act, { groupIds, action });

export const revertKeywordActions = (actionIds: string[]) => call(KeywordApi.revert, { actionIds });
