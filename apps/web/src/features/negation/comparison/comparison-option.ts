import type { EChartOption } from '@/components/EChart';

export interface PeriodMetrics {
  clicks: number;
  purchases1d: number;
}

export interface DataComparison {
  last7: PeriodMetrics;
  last30: PeriodMetrics;
  last65: PeriodMetrics;
  all: PeriodMetrics;
}

const CLICKS_COLOR = '#1677ff';
const ORDERS_COLOR = '#fa8c16';

export const COMPARISON_PERIODS = ['last7', 'last30', 'last65', 'all'] as const;

interface ComparisonLabels {
  periods: Record<(typeof COMPARISON_PERIODS)[number], string>;
  clicks: string;
  orders: string;
}

/** Clicks and orders side by side per period: a term that keeps clicking without orders was rightly negated. */
export function comparisonOption(data: DataComparison, labels: ComparisonLabels): EChartOption {
  const bar = (name: string, color: string, pick: (metrics: PeriodMetrics) => number) => ({
    name,
    itemStyle: { color },
    type: 'bar',
    barMaxWidth: 36,
    label: { show: true, position: 'top' },
    data: COMPARISON_PERIODS.map((period) => pick(data[period])),
  });
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: COMPARISON_PERIODS.map((period) => labels.periods[period]) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      bar(labels.clicks, CLICKS_COLOR, (metrics) => metrics.clicks),
      bar(labels.orders, ORDERS_COLOR, (metrics) => metrics.purchases1d),
    ],
  };
}
