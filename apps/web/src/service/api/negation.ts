import {
  NegationPaths,
  type DataComparisonRequest,
  type DataComparisonResponse,
  type ControlChartRequest,
  type ControlChartResponse,
  type KeywordLogRow,
  type KeywordToSearchTermRequest,
  type KeywordToSearchTermResponse,
  type NegLogCheckRequest,
  type NegLogKpiRequest,
  type NegLogKpiResponse,
  type NegLogListRequest,
  type NegLogListResponse,
  type NegProcessingResponse,
  type NegRule,
  type NegRuleDraft,
  type NegRuleListResponse,
  type NegRulePreviewResponse,
  type NegRuleSaveRequest,
} from '@termwise/contracts';
import { request, type RequestOptions } from '../request';

export type NegationAction = 'confirm' | 'reject' | 'revert';
export type NegLogListQuery = Partial<NegLogListRequest> & Pick<NegLogListRequest, 'page' | 'pageSize'>;

export const fetchNegationList = (body: NegLogListQuery) =>
  request<NegLogListResponse>(NegationPaths.list, { body });

export const fetchNegationKpi = (body: NegLogKpiRequest) =>
  request<NegLogKpiResponse>(NegationPaths.kpi, { body });

export const fetchKeywordLog = (body: NegLogCheckRequest, options?: Pick<RequestOptions, 'silent'>) =>
  request<KeywordLogRow[]>(NegationPaths.check, { body, ...options });

export const fetchDataComparison = (body: DataComparisonRequest) =>
  request<DataComparisonResponse>(NegationPaths.dataComparison, { body });

export const handleNegations = (ids: string[], action: NegationAction) =>
  request<NegProcessingResponse>(NegationPaths.processing, { body: { ids, action } });

export const runRulesNow = (shopId: string) =>
  request<NegProcessingResponse>(NegationPaths.processing, { body: { shopId, run: true } });

export const startDataRefresh = (shopId: string) =>
  request<{ jobId: string }>(NegationPaths.dataRefresh, { body: { shopId } });

export const fetchControlChart = (body: ControlChartRequest) =>
  request<ControlChartResponse>(NegationPaths.controlChart, { body });

export const fetchMatchedSearchTerms = (body: KeywordToSearchTermRequest) =>
  request<KeywordToSearchTermResponse>(NegationPaths.keywordToSearchTerm, { body });

export const fetchRules = () => request<NegRuleListResponse>(NegationPaths.ruleList, { body: {} });

export const saveRule = (body: NegRuleSaveRequest) => request<NegRule>(NegationPaths.ruleSave, { body });

export const deleteRule = (id: string) => request<{ id: string }>(NegationPaths.ruleDelete, { body: { id } });

export const previewRule = (rule: NegRuleDraft) =>
  request<NegRulePreviewResponse>(NegationPaths.rulePreview, { body: { rule } });
