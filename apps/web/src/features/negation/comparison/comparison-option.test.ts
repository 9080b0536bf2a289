import { describe, expect, it } from 'vitest';
import { comparisonOption } from './comparison-option';

const labels = {
  periods: { last7: '7d', last30: '30d', last65: '65d', all: 'all' },
  clicks: 'Clicks',
  orders: 'Orders',
};

describe('comparison chart option', () => {
  it('puts clicks and orders of the four periods side by side, in period order', () => {
    const option = comparisonOption(
      {
        last7: { clicks: 3, purchases1d: 0 },
        last30: { clicks: 21, purchases1d: 1 },
        last65: { clicks: 40, purchases1d: 1 },
        all: { clicks: 55, purchases1d: 2 },
      },
      labels,
    ) as { xAxis: { data: string[] }; series: { name: string; type: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['7d', '30d', '65d', 'all']);
    expect(option.series.map((series) => [series.name, series.type, series.data])).toEqual([
      ['Clicks', 'bar', [3, 21, 40, 55]],
      ['Orders', 'bar', [0, 1, 1, 2]],
    ]);
  });
});
