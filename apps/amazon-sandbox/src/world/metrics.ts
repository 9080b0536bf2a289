import { hashPrefix, streamAfter } from '../random.ts';
import { weekday } from './calendar.ts';
import type { TrafficPath } from './campaigns.ts';
import { type Marketplace, roundMoney } from './marketplaces.ts';

/** One day of one traffic path: the numbers every report is summed from. */
export interface DailyMetrics {
  impressions: number;
  clicks: number;
  cost: number;
  /** Purchases and sales attributed to the day's clicks within 1, 7, 14 and 30 days, as known so far. */
  purchases: AttributionWindows;
  sales: AttributionWindows;
  unitsSold: AttributionWindows;
}

export interface AttributionWindows {
  '1d': number;
  '7d': number;
  '14d': number;
  '30d': number;
}

const WINDOWS = [
  ['1d', 1],
  ['7d', 7],
  ['14d', 14],
  ['30d', 30],
] as const;

/**
 * Metrics of a path on a day, drawn from a stream keyed by (seed, path, day): any day costs the same to
 * compute and gives the same clicks every time. Orders come in with a lag after the click, and only orders
 * whose day has passed by `today` count, so recent days are restated upwards as time advances, as on Amazon.
 */
export function dailyMetrics(
  seed: number,
  path: TrafficPath,
  day: number,
  today: number,
  marketplace: Marketplace,
): DailyMetrics {
  const random = streamAfter(trafficKeyOf(seed, path), day);
  const weekendLift = weekday(day) === 0 || weekday(day) === 6 ? 1.2 : 1;
  const season = 1 + 0.15 * Math.sin((day + (path.term.demand % 17)) / 9);
  const impressions = random.roundStochastic(path.impressionsPerDay * weekendLift * season * random.between(0.5, 1.5));
  const clicks = Math.min(impressions, random.roundStochastic(impressions * path.clickThroughRate * random.between(0.6, 1.4)));

  let cost = 0;
  for (let i = 0; i < clicks; i++) cost += roundMoney(path.bid * random.between(0.45, 0.85), marketplace);

  const purchases = emptyWindows();
  const sales = emptyWindows();
  const unitsSold = emptyWindows();
  const orders = random.roundStochastic(clicks * path.term.conversionRate);
  for (let i = 0; i < orders; i++) {
    const lag = orderLag(random.next());
    const units = random.chance(0.85) ? 1 : 2;
    if (day + lag >= today) continue; // not bought yet, as far as "now" knows
    for (const [window, days] of WINDOWS) {
      if (lag < days) {
        purchases[window] += 1;
        unitsSold[window] += units;
        sales[window] += path.product.price * units;
      }
    }
  }
  for (const [window] of WINDOWS) sales[window] = roundMoney(sales[window], marketplace);

  return { impressions, clicks, cost: roundMoney(cost, marketplace), purchases, sales, unitsSold };
}

/** Each path's traffic stream key up to the day, hashed once (reports hash it for every path and day). */
const trafficKeys = new WeakMap<TrafficPath, { seed: number; prefix: number }>();

function trafficKeyOf(seed: number, path: TrafficPath): number {
  const known = trafficKeys.get(path);
  if (known?.seed === seed) return known.prefix;
  const prefix = hashPrefix(seed, 'traffic', path.key);
  trafficKeys.set(path, { seed, prefix });
  return prefix;
}

/** Days from click to purchase: most buy the same day, a long tail within the 30-day window. */
function orderLag(draw: number): number {
  if (draw < 0.55) return 0;
  if (draw < 0.75) return 1;
  if (draw < 0.85) return 2 + Math.floor((draw - 0.75) * 20); // 2-3
  if (draw < 0.95) return 4 + Math.floor((draw - 0.85) * 30); // 4-6
  if (draw < 0.98) return 7 + Math.floor((draw - 0.95) * 233); // 7-13
  return 14 + Math.floor((draw - 0.98) * 800); // 14-29
}

function emptyWindows(): AttributionWindows {
  return { '1d': 0, '7d': 0, '14d': 0, '30d': 0 };
}
