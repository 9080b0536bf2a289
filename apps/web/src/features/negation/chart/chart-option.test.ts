import { describe, expect, it } from 'vitest';
import type { ControlChartResponse } from '@termwise/contracts';
import { controlChartOption } from './chart-option';

const data: ControlChartResponse = {
  currencyCode: 'USD',
  series: [
    { date: '2026-11-01', clicks: 10, cost: 8, acos: null },
    { date: '2026-11-02', clicks: 12, cost: 9.5, acos: 0.4 },
    { date: '2026-11-03', clicks: 2, cost: 1, acos: 0.1 },
  ],
  markers: [
    {
      date: '2026-11-02',
      event: 'negated',
      negationId: 'n1',
      searchTerm: 'free socks',
      matchType: 'NEGATIVE_EXACT',
      level: 'adGroup',
    },
    {
      date: '2026-11-02',
      event: 'negated',
      negationId: 'n2',
      searchTerm: 'cheap socks',
      matchType: 'NEGATIVE_EXACT',
      level: 'adGroup',
    },
  ],
};

const labels = {
  metric: (metric: string) => metric.toUpperCase(),
  negated: (term: string) => `Negated: ${term}`,
  reverted: (term: string) => `Reverted: ${term}`,
};
const format = {
  count: String,
  money: (value: number) => `$${value.toFixed(2)}`,
  percent: (value: number) => `${value * 100}%`,
};

type Option = {
  xAxis: { data: string[] };
  yAxis: { minInterval?: number; axisLabel: { formatter: (value: number) => string } }[];
  series: {
    name: string;
    type: string;
    yAxisIndex: number;
    data: (number | null)[];
    markLine?: { data: { xAxis: string; label: { formatter: string } }[] };
  }[];
};

describe('control chart option', () => {
  it('puts the left metrics on axis 0 as bars, the right ones on axis 1 as lines and a mixed-in ratio on its own axis', () => {
    const option = controlChartOption(
      data,
      { left: ['clicks'], right: ['cost', 'acos'] },
      labels,
      format,
    ) as Option;
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(option.series.map((series) => [series.name, series.type, series.yAxisIndex])).toEqual([
      ['CLICKS', 'bar', 0],
      ['COST', 'line', 1],
      ['ACOS', 'line', 2],
    ]);
    expect(option.yAxis).toHaveLength(3);
    expect(option.yAxis.map((axis) => axis.minInterval)).toEqual([1, undefined, undefined]);
    expect(option.yAxis[1]!.axisLabel.formatter(3)).toBe('$3.00');
    expect(option.yAxis[2]!.axisLabel.formatter(0.25)).toBe('25%');
    expect(option.series[2]!.data).toEqual([null, 0.4, 0.1]);
  });

  it('marks the negations of one day with a single line naming the terms', () => {
    const option = controlChartOption(data, { left: ['clicks'], right: [] }, labels, format) as Option;
    expect(option.series[0]!.markLine!.data).toEqual([
      expect.objectContaining({
        xAxis: '2026-11-02',
        label: expect.objectContaining({ formatter: 'Negated: free socks\nNegated: cheap socks' }),
      }),
    ]);
  });

  it('formats an axis as money or percent only when all its metrics are', () => {
    const option = controlChartOption(
      data,
      { left: ['acos'], right: ['cost', 'clicks'] },
      labels,
      format,
    ) as Option;
    expect(option.yAxis[0]!.axisLabel.formatter(0.25)).toBe('25%');
    expect(option.yAxis[1]!.axisLabel.formatter(3)).toBe('3');
    expect(option.yAxis).toHaveLength(2);
  });
});
