import { acosOf, type KeeperRule } from '@termwise/contracts';

/** Clicks an occurrence needs before its ACOS says anything about it. */
export const KEEPER_MIN_CLICKS = 10;

interface Candidate {
  id: string;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}

const by =
  <T>(key: (item: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);

/**
 * The occurrence to keep of competing ones, and the rule that picked it: the lowest ACOS among those with
 * enough clicks and a sale; else the most orders; else the most clicks (ties: the first listed).
 */
export function suggestKeeper(candidates: Candidate[]): { id: string; rule: KeeperRule } | null {
  if (!candidates.length) return null;
  const proven = candidates.filter((c) => c.clicks >= KEEPER_MIN_CLICKS && c.sales > 0);
  if (proven.length) return { id: proven.sort(by((c) => acosOf(c) ?? Infinity))[0]!.id, rule: 'lowestAcos' };
  const selling = candidates.filter((c) => c.orders > 0);
  if (selling.length) return { id: selling.sort(by((c) => -c.orders))[0]!.id, rule: 'mostOrders' };
  return { id: [...candidates].sort(by((c) => -c.clicks))[0]!.id, rule: 'mostClicks' };
}
