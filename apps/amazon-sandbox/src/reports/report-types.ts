/**
 * The v3 report types the sandbox serves, with Amazon's column names. A request may ask for any subset of
 * the columns, in any order; rows carry exactly the requested columns.
 */

export type ReportTypeId = 'spSearchTerm' | 'spTargeting' | 'spAdvertisedProduct';

const METRIC_COLUMNS = [
  'impressions',
  'clicks',
  'cost',
  'costPerClick',
  'clickThroughRate',
  'purchases1d',
  'purchases7d',
  'purchases14d',
  'purchases30d',
  'sales1d',
  'sales7d',
  'sales14d',
  'sales30d',
  'unitsSoldClicks1d',
  'unitsSoldClicks7d',
  'unitsSoldClicks14d',
  'unitsSoldClicks30d',
  'campaignName',
  'adGroupName',
  'campaignBudgetCurrencyCode',
] as const;

export interface ReportType {
  groupBy: string;
  columns: readonly string[];
  /** Filters Amazon supports on this report that the sandbox applies too. */
  filters: readonly string[];
}

/** Every report row is about a day in an ad group. */
const AD_GROUP_DAY = ['date', 'campaignId', 'adGroupId'];
/** The keyword or target that the search-term and targeting reports' rows are also about. */
const TARGETED_DAY = [...AD_GROUP_DAY, 'keywordId', 'keyword'];

export const REPORT_TYPES: Record<ReportTypeId, ReportType> = {
  spSearchTerm: {
    groupBy: 'searchTerm',
    columns: [...TARGETED_DAY, 'matchType', 'keywordType', 'targeting', 'searchTerm', ...METRIC_COLUMNS],
    filters: ['keywordType'],
  },
  spTargeting: {
    groupBy: 'targeting',
    columns: [
      ...TARGETED_DAY,
      'targeting',
      'matchType',
      'keywordType',
      'topOfSearchImpressionShare',
      ...METRIC_COLUMNS,
    ],
    filters: ['keywordType'],
  },
  spAdvertisedProduct: {
    groupBy: 'advertiser',
    columns: [...AD_GROUP_DAY, 'adId', 'advertisedAsin', 'advertisedSku', ...METRIC_COLUMNS],
    filters: [],
  },
};

/** Longest range one report may cover, and how far back Amazon keeps Sponsored Products data. */
export const MAX_REPORT_DAYS = 31;
export const RETENTION_DAYS = 95;
