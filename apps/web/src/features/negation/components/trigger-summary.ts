import type { TriggerMetrics } from '@termwise/contracts';

export interface Formatters {
  count(value: number): string;
  money(value: number, currencyCode: string): string;
  percent(fraction: number | null): string;
}

type Label = (metric: 'clicks' | 'cost' | 'orders' | 'acos') => string;

/** The evidence a rule saw, in one line: "Clicks 23 · Spend $18.40 · Orders 0 · ACOS —". */
export function triggerSummary(metrics: TriggerMetrics, label: Label, format: Formatters): string {
  return [
    `${label('clicks')} ${format.count(metrics.clicks)}`,
    `${label('cost')} ${format.money(metrics.cost, metrics.currencyCode)}`,
    `${label('orders')} ${format.count(metrics.orders)}`,
    `${label('acos')} ${format.percent(metrics.acos)}`,
  ].join(' · ');
}
