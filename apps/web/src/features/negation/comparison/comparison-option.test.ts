import { describe, expect, it } from 'vitest';
import { comparisonOption } from './comparison-option';

const labels = {
  periods: { last7: '7d', last30: '30d', last65: '65d', all: 'all' },
  clicks: 'Clicks',
  orders: 'Orders',
  spend: 'Spend',
  sales: 'Sales',
  notYet: 'not yet',
  partial: 'partial',
  money: (value: number) => `$${value.toFixed(2)}`,
};

const period = (clicks: number, orders: number, spend: number, available = true, partial = false) => ({
  clicks,
  purchases1d: orders,
  spend,
  sales1d: orders * 20,
  available,
  partial,
  startDate: null,
  endDate: null,
});

describe('comparison chart option', () => {
  it('names a period that reaches before the stored history as partial', () => {
    const option = comparisonOption(
      {
        last7: period(3, 0, 2),
        last30: period(21, 1, 15),
        last65: period(40, 1, 30, true, true),
        all: period(40, 1, 30),
      },
      labels,
    ) as { xAxis: { data: string[] } };
    expect(option.xAxis.data[2]).toBe('65d\npartial');
    expect(option.xAxis.data[1]).toBe('30d');
  });

  it('puts clicks, orders, spend and sales of the four periods side by side, in period order', () => {
    const option = comparisonOption(
      {
        last7: period(3, 0, 2),
        last30: period(21, 1, 15),
        last65: period(40, 1, 30),
        all: period(55, 2, 41),
      },
      labels,
    ) as { xAxis: { data: string[] }; series: { name: string; yAxisIndex: number; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['7d', '30d', '65d', 'all']);
    expect(option.series.map((series) => [series.name, series.yAxisIndex, series.data])).toEqual([
      ['Clicks', 0, [3, 21, 40, 55]],
      ['Orders', 0, [0, 1, 1, 2]],
      ['Spend', 1, [2, 15, 30, 41]],
      ['Sales', 1, [0, 20, 20, 40]],
    ]);
  });

  it('a period not yet available has no bars and says so, rather than showing zero', () => {
    const option = comparisonOption(
      {
        last7: period(0, 0, 0),
        last30: period(0, 0, 0, false),
        last65: period(0, 0, 0, false),
        all: period(0, 0, 0),
      },
      labels,
    ) as { xAxis: { data: string[] }; series: { data: (number | null)[] }[] };
    expect(option.xAxis.data).toEqual(['7d', '30d\nnot yet', '65d\nnot yet', 'all']);
    expect(option.series[0]!.data).toEqual([0, null, null, 0]);
  });
});
