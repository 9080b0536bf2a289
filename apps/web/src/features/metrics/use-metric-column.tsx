import type { TableColumnsType } from 'antd';
import type { MetricName } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useShowMetric } from './use-show-metric';

type MetricColumn<Row> = TableColumnsType<Row>[number];

interface MetricColumnOptions<Row> {
  /** Where the row keeps the figure, when not under the metric's own name (e.g. `row.current.cost`). */
  figure?(row: Row): number | null;
  /** The currency a money figure is in: amounts only ever show in their shop's own. */
  currency?(row: Row): string;
}

/**
 * A table column of one ad metric: its name, right-aligned, formatted as the metric reads (money in the
 * row's currency, a percentage, a count). Extra column settings (sorter, width, fixed) are passed through.
 */
export function useMetricColumn<Row extends object>() {
  const { t } = useTranslation();
  const shown = useShowMetric();
  return (
    metric: MetricName,
    { figure, currency, ...column }: MetricColumnOptions<Row> & MetricColumn<Row> = {},
  ): MetricColumn<Row> => {
    const valueOf = figure ?? ((row: Row) => (row as Record<string, unknown>)[metric] as number | null);
    return {
      title: t(`metric.${metric}`),
      ...(figure ? { key: metric } : { dataIndex: metric }),
      align: 'right',
      render: (_: unknown, row: Row) => shown(metric, valueOf(row), currency?.(row)),
      ...column,
    } as MetricColumn<Row>;
  };
}
