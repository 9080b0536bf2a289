import { METRICS, type ControlChartResponse } from '@termwise/contracts';
import type { EChartOption } from '@/components/EChart';

export type ChartMetric = 'impressions' | 'clicks' | 'cost' | 'orders' | 'sales' | 'acos' | 'cpc';

const isMoney = (metric: ChartMetric) => METRICS[metric].kind === 'money';
const isPercent = (metric: ChartMetric) => METRICS[metric].kind === 'percent';

export interface ChartFormat {
  count(value: number): string;
  money(value: number): string;
  percent(fraction: number): string;
}

export interface ChartLabels {
  metric(metric: ChartMetric): string;
  negated(term: string): string;
  reverted(term: string): string;
}

function formatterFor(metrics: ChartMetric[], format: ChartFormat) {
  if (metrics.length && metrics.every(isPercent)) return format.percent;
  if (metrics.length && metrics.every(isMoney)) return format.money;
  return format.count;
}

/** Impressions, clicks and orders are whole: their axis never ticks at 0.5. */
function countTicks(metrics: ChartMetric[]) {
  const whole = metrics.length > 0 && metrics.every((metric) => METRICS[metric].kind === 'count');
  return whole ? { minInterval: 1 } : {};
}

const PALETTE = ['#1677ff', '#13c2c2', '#fa8c16', '#eb2f96', '#722ed1', '#52c41a', '#faad14'];
const MARK_COLORS = { negated: '#f5222d', reverted: '#722ed1' };

/**
 * Daily metrics on two value axes (left and right chosen by the seller) with every negation or revert on
 * the object drawn as a vertical line on its day: the drop in clicks after it is the proof.
 */
export function controlChartOption(
  data: ControlChartResponse,
  axes: { left: ChartMetric[]; right: ChartMetric[] },
  labels: ChartLabels,
  format: ChartFormat,
): EChartOption {
  const dates = data.series.map((point) => point.date);
  const markers = new Map<string, { event: 'negated' | 'reverted'; text: string[] }>();
  for (const marker of data.markers) {
    const entry = markers.get(marker.date) ?? { event: marker.event, text: [] };
    entry.text.push(
      marker.event === 'negated' ? labels.negated(marker.searchTerm) : labels.reverted(marker.searchTerm),
    );
    markers.set(marker.date, entry);
  }
  const markLine = {
    symbol: 'none',
    silent: false,
    data: [...markers].map(([date, { event, text }]) => ({
      xAxis: date,
      lineStyle: { type: 'dashed', color: MARK_COLORS[event] },
      // Along the line, so a negation on the last day does not run over the right axis.
      label: {
        position: 'insideEndTop',
        formatter: text.length > 2 ? `${text.slice(0, 2).join('\n')}\n+${text.length - 2}` : text.join('\n'),
        color: MARK_COLORS[event],
      },
    })),
  };
  // A ratio beside counts or money on one axis would be a flat line at the bottom: it gets its own axis.
  const sides = [axes.left, axes.right].map((metrics) => ({
    plain: metrics.filter((metric) => !isPercent(metric) || metrics.every(isPercent)),
    ratios: metrics.every(isPercent) ? [] : metrics.filter(isPercent),
  }));
  const movedRatios = [...sides[0]!.ratios, ...sides[1]!.ratios];
  const placed = [
    ...sides[0]!.plain.map((metric) => ({ metric, yAxisIndex: 0 })),
    ...sides[1]!.plain.map((metric) => ({ metric, yAxisIndex: 1 })),
    ...movedRatios.map((metric) => ({ metric, yAxisIndex: 2 })),
  ];
  const series = placed.map(({ metric, yAxisIndex }, index) => ({
    name: labels.metric(metric),
    type: yAxisIndex === 0 ? 'bar' : 'line',
    yAxisIndex,
    showSymbol: false,
    barMaxWidth: 18,
    data: data.series.map((point) => point[metric] ?? null),
    tooltip: {
      valueFormatter: (value: number | null) =>
        value === null ? '—' : formatterFor([metric], format)(value),
    },
    ...(index === 0 ? { markLine } : {}),
  }));
  const yAxis = [
    {
      type: 'value',
      ...countTicks(sides[0]!.plain),
      axisLabel: { formatter: formatterFor(sides[0]!.plain, format) },
    },
    {
      type: 'value',
      ...countTicks(sides[1]!.plain),
      splitLine: { show: false },
      axisLabel: { formatter: formatterFor(sides[1]!.plain, format) },
    },
    ...(movedRatios.length
      ? [
          {
            type: 'value',
            position: 'right',
            offset: 96,
            splitLine: { show: false },
            axisLabel: { formatter: format.percent },
          },
        ]
      : []),
  ];
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 72, right: movedRatios.length ? 160 : 96, top: 48, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 16 }],
    xAxis: { type: 'category', data: dates },
    yAxis,
    series,
  };
}
