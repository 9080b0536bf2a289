import {
  adRatiosOf,
  type KeeperRule,
  type KeywordGroup,
  type KeywordOccurrence,
  type KeywordWindowDays,
} from '@termwise/contracts';
import type { ShopRow } from '../shop/index.ts';
import { windowOf } from './analyse.ts';
import { KEEPER_MIN_CLICKS, suggestKeeper } from './keeper.ts';
import type { ActionRow, GroupRow, MemberRow } from './list-repo.ts';

/** Amazon may still restate the orders of the last days of a window (attribution settles over 7 days). */
const RESTATED_DAYS = 7;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A pause Amazon accepted shows as paused at once, not only after the next sync brings the state. */
const stateAfter = (synced: string, action: ActionRow | undefined) =>
  action?.kind === 'pause' && action.status === 'applied' ? 'PAUSED' : synced;

function occurrence(
  member: MemberRow,
  windowDays: KeywordWindowDays,
  action: ActionRow | undefined,
): KeywordOccurrence {
  const sums = member.metrics[String(windowDays)] ?? {
    impressions: 0,
    clicks: 0,
    cost: 0,
    orders: 0,
    sales: 0,
  };
  return {
    id: member.occurrenceId,
    role: member.role,
    keywordId: member.keywordId,
    targetId: member.targetId,
    campaignId: member.campaignId,
    campaignName: member.campaignName,
    adGroupId: member.adGroupId,
    adGroupName: member.adGroupName,
    asins: member.asins,
    text: member.text,
    matchType: member.matchType,
    state: stateAfter(member.state, action),
    bid: member.bid,
    impressions: sums.impressions,
    clicks: sums.clicks,
    cost: round2(sums.cost),
    orders: sums.orders,
    sales: round2(sums.sales),
    ...adRatiosOf(sums),
    keeper: false,
    action: action
      ? { id: action.id, kind: action.kind, status: action.status, message: action.message }
      : null,
  };
}

/** Conflicts keep their positive keyword, leaks their exact keyword; competing keywords the best one. */
function keeperOf(group: GroupRow, occurrences: KeywordOccurrence[], members: MemberRow[]) {
  const fixed = members.filter((member) => member.fixed).map((member) => member.occurrenceId);
  if (group.kind === 'conflict' || group.kind === 'leak') {
    const candidates = occurrences.filter((o) => fixed.includes(o.id));
    const best = suggestKeeper(candidates);
    const rule: KeeperRule = group.kind === 'conflict' ? 'positive' : 'exactKeyword';
    return best ? { id: best.id, rule } : null;
  }
  return suggestKeeper(occurrences.filter((o) => o.role === 'keyword'));
}

/** One group as the page shows it, with the metrics of the chosen window and the latest action per occurrence. */
export function shapeGroup(
  group: GroupRow,
  members: MemberRow[],
  actions: ActionRow[],
  shop: ShopRow,
  windowDays: KeywordWindowDays,
  now: Date,
): KeywordGroup {
  const latest = new Map<string, ActionRow>();
  for (const action of actions) if (!latest.has(action.occurrenceId)) latest.set(action.occurrenceId, action);
  const ordered = [...members].sort(
    (a, b) => Number(b.fixed) - Number(a.fixed) || a.occurrenceId.localeCompare(b.occurrenceId),
  );
  const occurrences = ordered.map((member) =>
    occurrence(member, windowDays, latest.get(member.occurrenceId)),
  );
  const keeper = keeperOf(group, occurrences, ordered);
  for (const entry of occurrences) entry.keeper = entry.id === keeper?.id;
  const totals = occurrences.reduce(
    (sum, o) => ({
      impressions: sum.impressions + o.impressions,
      clicks: sum.clicks + o.clicks,
      cost: sum.cost + o.cost,
      orders: sum.orders + o.orders,
      sales: sum.sales + o.sales,
    }),
    { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 },
  );
  const { startDate, endDate } = windowOf(shop.timezone, windowDays, now);
  const restatedFrom = windowOf(shop.timezone, RESTATED_DAYS, now).startDate;
  return {
    id: group.id,
    shopId: shop.id,
    shopName: shop.name,
    currencyCode: shop.currencyCode,
    kind: group.kind,
    text: group.text,
    matchType: group.matchType,
    asins: group.asins,
    keeperId: keeper?.id ?? null,
    keeperRule: keeper?.rule ?? null,
    keeperMinClicks: KEEPER_MIN_CLICKS,
    occurrences,
    ...totals,
    cost: round2(totals.cost),
    sales: round2(totals.sales),
    ...adRatiosOf(totals),
    windowDays,
    startDate,
    endDate,
    restatedFrom: restatedFrom > startDate ? restatedFrom : startDate,
    analysedAt: group.analysedAt.toISOString(),
  };
}
