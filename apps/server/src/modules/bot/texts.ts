import {
  METRICS,
  metricNames,
  WASTING_MIN_CLICKS,
  WASTING_WINDOW_DAYS,
  type BotMetric,
} from '@termwise/contracts';

export type ReportLanguage = 'zh-CN' | 'en-US';

const zh = {
  title: (date: string) => `Termwise 广告日报 · ${date}`,
  points: ' 个百分点',
  versus: (date: string) => `对比前一天 ${date}（近 7 天的订单和销售额亚马逊仍在归因，之后会上升）`,
  noShops: '没有可报告的店铺。',
  negated: (count: number) => `昨日否定 ${count} 个搜索词`,
  pending: (count: number) => `待确认 ${count} 个`,
  handle: '去处理',
  board: '打开看板',
  worstTerms: `仍在浪费的搜索词（近 ${WASTING_WINDOW_DAYS} 天至少 ${WASTING_MIN_CLICKS} 次点击、无订单）`,
  savings: (days: number) => `近 ${days} 天否定节省`,
  savedLine: (amount: string, terms: number) => `${amount}（${terms} 个词）`,
  moreShops: (count: number) => `……另有 ${count} 个店铺，详见看板`,
  moreTerms: (count: number) => `……另有 ${count} 个词，详见看板`,
  totals: '合计',
  test: '【测试消息】',
  metrics: metricNames('zh-CN') satisfies Record<BotMetric, string>,
};

const en: typeof zh = {
  title: (date) => `Termwise daily ad report · ${date}`,
  points: ' pts',
  versus: (date) =>
    `against the day before, ${date} (Amazon still attributes orders and sales of the last 7 days: they will rise)`,
  noShops: 'No shops to report on.',
  negated: (count) => `${count} search terms negated yesterday`,
  pending: (count) => `${count} waiting for you`,
  handle: 'Handle them',
  board: 'Open the board',
  worstTerms: `Search terms still wasting money (at least ${WASTING_MIN_CLICKS} clicks and no orders in ${WASTING_WINDOW_DAYS} days)`,
  savings: (days) => `Saved by negation, last ${days} days`,
  savedLine: (amount, terms) => `${amount} (${terms} terms)`,
  moreShops: (count) => `…and ${count} more shops on the board`,
  moreTerms: (count) => `…and ${count} more terms on the board`,
  totals: 'Total',
  test: '[Test message] ',
  metrics: metricNames('en-US'),
};

export const REPORT_TEXTS: Record<ReportLanguage, typeof zh> = { 'zh-CN': zh, 'en-US': en };
export type ReportTexts = typeof zh;

/** SPEC 9: two decimals and thousands of 3; JPY has no minor unit. */
export function formatMoney(value: number, currencyCode: string): string {
  const digits = currencyCode === 'JPY' ? 0 : 2;
  return `${currencyCode} ${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export function formatMetric(metric: BotMetric, value: number | null, currencyCode: string): string {
  if (value === null) return '-';
  const { kind } = METRICS[metric];
  if (kind === 'percent') return `${(value * 100).toFixed(2)}%`;
  if (kind === 'money') return formatMoney(value, currencyCode);
  return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/**
 * The change against the day before, with ▲/▼ and whether it is good for the seller: in percent of the
 * day before, or in percentage points for ACOS and CVR.
 */
export function changeOf(metric: BotMetric, current: number | null, previous: number | null, points: string) {
  if (current === null || previous === null) return { text: '', good: null };
  // Percentages change in points: ACOS from 30 % to 33 % is "+3.00 pts", not "+10 %".
  const inPoints = METRICS[metric].kind === 'percent';
  if (!inPoints && previous === 0) return { text: '', good: null };
  const change = inPoints ? current - previous : (current - previous) / Math.abs(previous);
  const unit = inPoints ? points : '%';
  if (change === 0) return { text: `0.00${unit}`, good: null };
  const up = change > 0;
  return {
    text: `${up ? '▲' : '▼'}${Math.abs(change * 100).toFixed(2)}${unit}`,
    good: METRICS[metric].lowerIsBetter ? !up : up,
  };
}
