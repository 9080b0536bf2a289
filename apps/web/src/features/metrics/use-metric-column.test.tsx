import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/features/i18n/i18n';
import { useMetricColumn } from './use-metric-column';
import { useShowMetric } from './use-show-metric';

interface Row {
  cost: number;
  acos: number | null;
  clicks: number;
  currencyCode: string;
}
const row: Row = { cost: 1234.5, acos: 0.3, clicks: 1200, currencyCode: 'USD' };

describe('metric column', () => {
  it('names the metric in the reader’s language and formats the figure as its kind reads', async () => {
    await i18n.changeLanguage('en-US');
    const { result } = renderHook(() => useMetricColumn<Row>());
    const cost = result.current('cost', { currency: (r) => r.currencyCode });
    expect(cost).toMatchObject({ title: 'Spend', dataIndex: 'cost', align: 'right' });
    const render = (column: typeof cost) =>
      (column as { render(v: unknown, r: Row): string }).render(null, row);
    expect(render(cost)).toBe('$1,234.50');
    expect(render(result.current('acos'))).toBe('30.00%');
    expect(render(result.current('clicks'))).toBe('1,200');
    await i18n.changeLanguage('zh-CN');
    const { result: zh } = renderHook(() => useMetricColumn<Row>());
    expect(zh.current('cvr').title).toBe('转化率');
  });

  it('reads a figure kept elsewhere in the row, keyed by the metric', () => {
    const { result } = renderHook(() => useMetricColumn<{ current: Row }>());
    const column = result.current('acos', { figure: (r) => r.current.acos, width: 75 });
    expect(column).toMatchObject({ key: 'acos', width: 75 });
    expect(
      (column as { render(v: unknown, r: { current: Row }): string }).render(null, { current: row }),
    ).toBe('30.00%');
  });

  it('shows a dash where a ratio has no base', () => {
    const { result } = renderHook(() => useShowMetric());
    expect(result.current('acos', null)).toBe('—');
    expect(result.current('cpc', null, 'USD')).toBe('—');
  });
});
