import type { DataComparisonResponse } from '@termwise/contracts';
import type { EChartOption } from '@/components/EChart';

export type DataComparison = Pick<DataComparisonResponse, 'last7' | 'last30' | 'last65' | 'all'>;
type Period = DataComparison['last7'];

const CLICKS_COLOR = '#1677ff';
const ORDERS_COLOR = '#fa8c16';
const SPEND_COLOR = '#f5222d';
const SALES_COLOR = '#52c41a';

export const COMPARISON_PERIODS = ['last7', 'last30', 'last65', 'all'] as const;

interface ComparisonLabels {
  periods: Record<(typeof COMPARISON_PERIODS)[number], string>;
  clicks: string;
  orders: string;
  spend: string;
  sales: string;
  notYet: string;
  partial: string;
  money(value: number): string;
}

/**
 * Clicks and orders (left axis, whole numbers) beside spend and sales (right axis, money) per period: a
 * term that keeps clicking without orders was rightly negated. A period not yet available has no bars and
 * says so under its name, rather than a zero that would read as "no clicks"; one reaching before the stored
 * history says it is partial.
 */
export function comparisonOption(data: DataComparison, labels: ComparisonLabels): EChartOption {
  const bar = (name: string, color: string, axis: 0 | 1, pick: (metrics: Period) => number) => ({
    name,
    itemStyle: { color },
    type: 'bar',
    yAxisIndex: axis,
    barMaxWidth: 28,
    label: {
      show: true,
      position: 'top',
      formatter: axis === 1 ? ({ value }: { value: number }) => labels.money(value) : undefined,
    },
    data: COMPARISON_PERIODS.map((period) => (data[period].available ? pick(data[period]) : null)),
  });
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 48, right: 64, top: 48, bottom: 48 },
    xAxis: {
      type: 'category',
      data: COMPARISON_PERIODS.map((period) => {
        const name = labels.periods[period];
        if (!data[period].available) return `${name}\n${labels.notYet}`;
        return data[period].partial ? `${name}\n${labels.partial}` : name;
      }),
    },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', splitLine: { show: false }, axisLabel: { formatter: labels.money } },
    ],
    series: [
      bar(labels.clicks, CLICKS_COLOR, 0, (metrics) => metrics.clicks),
      bar(labels.orders, ORDERS_COLOR, 0, (metrics) => metrics.purchases1d),
      bar(labels.spend, SPEND_COLOR, 1, (metrics) => metrics.spend),
      bar(labels.sales, SALES_COLOR, 1, (metrics) => metrics.sales1d),
    ],
  };
}
