import {
  NegationApi,
  NegationRuleApi,
  type DataComparisonRequest,
  type ControlChartRequest,
  type KeywordToSearchTermRequest,
  type NegLogCheckRequest,
  type NegLogKpiRequest,
  type NegLogListRequest,
  type NegLogTermsRequest,
  type NegRuleDraft,
  type NegRuleSaveRequest,
  type EndpointInput,
} from '@termwise/contracts';
import { call, type CallOptions } from '../request/call';

export type NegationAction = 'confirm' | 'reject' | 'revert';
export type NegLogListQuery = Partial<NegLogListRequest> & Pick<NegLogListRequest, 'page' | 'pageSize'>;

export const fetchNegationList = (body: NegLogListQuery) => call(NegationApi.list, body);

export const fetchNegationTerms = (body: NegLogTermsRequest) => call(NegationApi.terms, body);

export const fetchNegationKpi = (body: NegLogKpiRequest) => call(NegationApi.kpi, body);

export const fetchKeywordLog = (body: NegLogCheckRequest, options?: Pick<CallOptions, 'silent'>) =>
  call(NegationApi.check, body, options);

export const fetchDataComparison = (body: DataComparisonRequest) => call(NegationApi.dataComparison, body);

export const handleNegations = (ids: string[], action: NegationAction) =>
  call(NegationApi.processing, { ids, action });

/** Lowers the bid of keyword reviews' keywords, pauses them, or reverts that (admins). */
export const actOnKeywordReviews = (body: EndpointInput<typeof NegationApi.keywordReview>) =>
  call(NegationApi.keywordReview, body);

export const runRulesNow = (shopId: string) => call(NegationApi.processing, { shopId, run: true });

export const startDataRefresh = (shopId: string) => call(NegationApi.dataRefresh, { shopId });

export const fetchControlChart = (body: ControlChartRequest) => call(NegationApi.controlChart, body);

export const fetchMatchedSearchTerms = (body: KeywordToSearchTermRequest) =>
  call(NegationApi.keywordToSearchTerm, body);

export const fetchRules = () => call(NegationRuleApi.list, {});

export const saveRule = (body: NegRuleSaveRequest) => call(NegationRuleApi.save, body);

export const deleteRule = (id: string) => call(NegationRuleApi.delete, { id });

export const previewRule = (rule: NegRuleDraft) => call(NegationRuleApi.preview, { rule });

export const backtestRule = (body: EndpointInput<typeof NegationRuleApi.backtest>) =>
  call(NegationRuleApi.backtest, body);

export const previewRunNow = (shopId: string) => call(NegationRuleApi.runPreview, { shopId });
