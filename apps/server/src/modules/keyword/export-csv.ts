import { metricNames, type KeywordGroup } from '@termwise/contracts';
import { stringify } from 'csv-stringify/sync';

type Lang = 'zh-CN' | 'en-US';

/** The figures of each occurrence, in the order the lines carry them. */
const METRIC_COLUMNS = ['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cvr'] as const;
const metricHeaders = (lang: Lang) => METRIC_COLUMNS.map((metric) => metricNames(lang)[metric]);

const HEADERS: Record<Lang, string[]> = {
  'en-US': [
    'Shop',
    'Kind',
    'Keyword',
    'Match type',
    'ASINs',
    'Occurrence',
    'Campaign',
    'Ad group',
    'State',
    'Bid',
    ...metricHeaders('en-US'),
    'Suggested keeper',
    'Currency',
    'From',
    'To',
  ],
  'zh-CN': [
    '店铺',
    '类型',
    '关键词',
    '匹配方式',
    'ASIN',
    '出现位置',
    '广告活动',
    '广告组',
    '状态',
    '竞价',
    ...metricHeaders('zh-CN'),
    '建议保留',
    '币种',
    '开始日期',
    '结束日期',
  ],
};

const KINDS: Record<Lang, Record<KeywordGroup['kind'], string>> = {
  'en-US': { duplicate: 'Duplicate', overlap: 'Overlap', conflict: 'Conflict', leak: 'Leak' },
  'zh-CN': { duplicate: '重复', overlap: '跨 ASIN 重叠', conflict: '否定冲突', leak: '流量泄漏' },
};
const ROLES: Record<Lang, Record<string, string>> = {
  'en-US': { keyword: 'keyword', target: 'target', negative: 'negative', searchTerm: 'search term' },
  'zh-CN': { keyword: '关键词', target: '商品投放', negative: '否定词', searchTerm: '搜索词' },
};

const percent = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(2)}%`);

/** One line per occurrence, its group beside it; formula escaping keeps a spreadsheet from running a keyword. */
export function groupsToCsv(groups: KeywordGroup[], lang: Lang): string {
  const lines = groups.flatMap((group) =>
    group.occurrences.map((o) => [
      group.shopName,
      KINDS[lang][group.kind],
      group.text,
      group.matchType,
      group.asins.join(' '),
      ROLES[lang][o.role] ?? o.role,
      o.campaignName,
      o.adGroupName ?? '',
      o.state,
      o.bid === null ? '' : o.bid.toFixed(2),
      String(o.impressions),
      String(o.clicks),
      o.cost.toFixed(2),
      String(o.orders),
      o.sales.toFixed(2),
      percent(o.acos),
      percent(o.cvr),
      o.keeper ? (lang === 'zh-CN' ? '是' : 'yes') : '',
      group.currencyCode,
      group.startDate,
      group.endDate,
    ]),
  );
  return stringify([HEADERS[lang], ...lines], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
