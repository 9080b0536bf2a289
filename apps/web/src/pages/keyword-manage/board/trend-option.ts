import type { BoardTrendPoint } from '@termwise/contracts';
import type { EChartOption } from '@/components/EChart';

export interface TrendLabels {
  cost: string;
  sales: string;
  acos: string;
  negated(count: number): string;
  money(value: number): string;
  percent(fraction: number): string;
  provisional: string;
}

/**
 * Spend and sales on the left axis, ACOS on the right, a dashed line on each day negations went live, and
 * the days Amazon still attributes (from `provisionalFrom`) shaded as provisional.
 */
export function trendOption(
  points: BoardTrendPoint[],
  provisionalFrom: string | null,
  labels: TrendLabels,
): EChartOption {
  const dates = points.map((point) => point.date);
  const firstProvisional = provisionalFrom ? dates.find((date) => date >= provisionalFrom) : undefined;
  const markArea = firstProvisional && {
    itemStyle: { color: 'rgba(250, 173, 20, 0.12)' },
    label: { position: 'insideTop', formatter: labels.provisional, color: '#ad6800' },
    data: [[{ xAxis: firstProvisional }, { xAxis: dates.at(-1) }]],
  };
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
        ...(markArea && { markArea }),
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
