// The metrics' names, kinds and ratio formulas, without zod: the web's language packs take their names from
// here, and the login page loads those packs but not the contracts' schemas.

/** A share of a base, null when there is no base: no sales means no ACOS, not an infinite one. */
export const ratioOf = (part: number, base: number): number | null => (base > 0 ? part / base : null);

/** Spend per sale, as a fraction (0.3 = 30 %). */
export const acosOf = ({ cost, sales }: { cost: number; sales: number }) => ratioOf(cost, sales);
/** Spend per click, in the shop's currency. */
export const cpcOf = ({ cost, clicks }: { cost: number; clicks: number }) => ratioOf(cost, clicks);
/** Orders per click, as a fraction. */
export const cvrOf = ({ orders, clicks }: { orders: number; clicks: number }) => ratioOf(orders, clicks);

/** A ratio to four decimals (0.1234 = 12.34 %), so a threshold compares what the seller sees, not float noise. */
export const roundRatio = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10_000) / 10_000;

/** The ratios of some totals, each null when its base is zero. */
export function adRatiosOf(totals: { cost: number; clicks: number; orders: number; sales: number }) {
  return { acos: acosOf(totals), cpc: cpcOf(totals), cvr: cvrOf(totals) };
}

export type MetricLanguage = 'zh-CN' | 'en-US';

/** money: in the shop's currency; percent: a fraction shown as a percentage; count: a number of things. */
export type MetricKind = 'money' | 'percent' | 'count';

interface MetricDefinition {
  kind: MetricKind;
  /** Spend, ACOS and CPC: the seller wants them down. */
  lowerIsBetter: boolean;
  names: Record<MetricLanguage, string>;
}

/** Every advertising metric a table, chart, export or bot message shows: its name and how it reads. */
export const METRICS = {
  impressions: { kind: 'count', lowerIsBetter: false, names: { 'zh-CN': '曝光量', 'en-US': 'Impressions' } },
  clicks: { kind: 'count', lowerIsBetter: false, names: { 'zh-CN': '点击量', 'en-US': 'Clicks' } },
  cost: { kind: 'money', lowerIsBetter: true, names: { 'zh-CN': '花费', 'en-US': 'Spend' } },
  orders: { kind: 'count', lowerIsBetter: false, names: { 'zh-CN': '订单', 'en-US': 'Orders' } },
  sales: { kind: 'money', lowerIsBetter: false, names: { 'zh-CN': '销售额', 'en-US': 'Sales' } },
  acos: { kind: 'percent', lowerIsBetter: true, names: { 'zh-CN': 'ACOS', 'en-US': 'ACOS' } },
  cpc: { kind: 'money', lowerIsBetter: true, names: { 'zh-CN': 'CPC', 'en-US': 'CPC' } },
  cvr: { kind: 'percent', lowerIsBetter: false, names: { 'zh-CN': '转化率', 'en-US': 'CVR' } },
} as const satisfies Record<string, MetricDefinition>;

export type MetricKey = keyof typeof METRICS;

/** A metric as screens name it: some call spend "spend" (the report's word) where the API says cost. */
export type MetricName = MetricKey | 'spend';

const ALL_NAMES: readonly MetricName[] = [...(Object.keys(METRICS) as MetricKey[]), 'spend'];

/** The names of some metrics (all by default) in one language, keyed as the screen keys them. */
export function metricNames<K extends MetricName = MetricName>(
  language: MetricLanguage,
  keys: readonly K[] = ALL_NAMES as readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, METRICS[key === 'spend' ? 'cost' : (key as MetricKey)].names[language]]),
  ) as Record<K, string>;
}
