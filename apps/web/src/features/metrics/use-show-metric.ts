import { METRICS, type MetricName } from '@termwise/contracts';
import { useFormatters } from '@/features/i18n';

/** The kind of a metric as screens name it ("spend" is the API's cost). */
export const kindOf = (metric: MetricName) => METRICS[metric === 'spend' ? 'cost' : metric].kind;

/**
 * A metric's figure as the seller reads it: money in its shop's currency, a percentage, or a count; a dash
 * where there is no figure (no ACOS without sales).
 */
export function useShowMetric() {
  const format = useFormatters();
  return (metric: MetricName, value: number | null, currencyCode?: string) => {
    if (value === null) return '—';
    const kind = kindOf(metric);
    if (kind === 'percent') return format.percent(value);
    if (kind === 'money') return currencyCode ? format.money(value, currencyCode) : format.number(value);
    return format.count(value);
  };
}
