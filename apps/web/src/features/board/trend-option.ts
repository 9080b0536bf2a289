import type { BoardTrendPoint } from '@termwise/contracts';
import type { EChartOption } from '@/components/EChart';

export interface TrendLabels {
  cost: string;
  sales: string;
  acos: string;
  negated(count: number): string;
  money(value: number): string;
  percent(fraction: number): string;
}

/** Spend and sales on the left axis, ACOS on the right, a dashed line on each day negations went live. */
export function trendOption(points: BoardTrendPoint[], labels: TrendLabels): EChartOption {
  const dates = points.map((point) => point.date);
  const markLine = {
    symbol: 'none',
    data: points
      .filter((point) => point.negations > 0)
      .map((point) => ({
        xAxis: point.date,
        lineStyle: { type: 'dashed', color: '#f5222d' },
        label: { position: 'insideEndTop', formatter: labels.negated(point.negations), color: '#f5222d' },
      })),
  };
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dates },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => labels.money(value) } },
      {
        type: 'value',
        axisLabel: { formatter: (value: number) => labels.percent(value) },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: labels.cost,
        type: 'line',
        data: points.map((point) => point.cost),
        markLine,
        color: '#1677ff',
      },
      { name: labels.sales, type: 'line', data: points.map((point) => point.sales), color: '#52c41a' },
      {
        name: labels.acos,
        type: 'line',
        yAxisIndex: 1,
        data: points.map((point) => point.acos),
        color: '#fa8c16',
        tooltip: { valueFormatter: (value: number | null) => (value === null ? '—' : labels.percent(value)) },
      },
    ],
  };
}
