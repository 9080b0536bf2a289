import type {
  MatchedTargeting,
  NegationTerm,
  NegLogAsinRow,
  NegLogKpiRequest,
  NegLogKpiResponse,
  NegLogListRequest,
  NegLogTermsRequest,
} from '@termwise/contracts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory, SyncedAds } from '../../shop/index.ts';
import type { NegationRow } from '../engine/repo.ts';
import { matchedByLookup } from './matched-by.ts';
import type { NegationLogRepo } from './repo.ts';

/** What the list reads: negations, shop names and products, and the synced report for `matchedBy`. */
export interface ListSources {
  repo: NegationLogRepo;
  shops: ShopDirectory;
  ads: SyncedAds;
}

/** The negative-keywords page: one row per ASIN (paged) with its matching terms. */
export async function negationList(sources: ListSources, user: SessionUser, request: NegLogListRequest) {
  const { repo, shops } = sources;
  const groups = await repo.asinGroups(user, request);
  if (!groups.length) return { rows: [], total: await repo.countAsinGroups(user, request) };
  const terms = await termsOf(sources, user, request, groups);
  const shopIds = groups.map((group) => group.shopId);
  const productOf = await shops.products(shopIds);
  const owners = await shops.shopsById(shopIds);
  const rows: NegLogAsinRow[] = groups.map((group) => {
    const owner = owners.get(group.shopId);
    const item = productOf(group.shopId, group.asin);
    return {
      shopId: group.shopId,
      shopName: owner?.name ?? '',
      currencyCode: owner?.currencyCode ?? '',
      asin: group.asin,
      title: item?.title ?? '',
      imageUrl: item?.imageUrl ?? '',
      negatedCount: group.negatedCount,
      pendingCount: group.pendingCount,
      wastedSpend: Math.round(group.wastedSpend * 100) / 100,
      lastNegatedAt: group.lastNegatedAt ? new Date(group.lastNegatedAt).toISOString() : null,
      terms: terms.filter((term) => term.shopId === group.shopId && term.asin === group.asin),
      termTotal: group.termTotal,
    };
  });
  return { rows, total: groups[0]!.total };
}

async function termsOf(
  { repo, shops, ads }: ListSources,
  user: SessionUser,
  request: NegLogListRequest,
  groups: { shopId: string; asin: string }[],
): Promise<NegationTerm[]> {
  const rows = await repo.termsOfGroups(user, request, groups);
  const [names, matchedBy] = await Promise.all([
    shops.names(rows.map((row) => row.shopId)),
    matchedByLookup(ads, rows),
  ]);
  return rows.map((row) => toNegationTerm(row, row.ruleName, names, matchedBy(row)));
}

/** One page of one ASIN's terms under the list's filters (`/v1/negLog/terms`). */
export async function asinTerms(
  { repo, shops, ads }: ListSources,
  user: SessionUser,
  { page, pageSize, ...filters }: NegLogTermsRequest,
) {
  const { rows, total } = await repo.termsPage(user, filters, page, pageSize);
  const [names, matchedBy] = await Promise.all([
    shops.names(rows.map((row) => row.shopId)),
    matchedByLookup(ads, rows),
  ]);
  return { rows: rows.map((row) => toNegationTerm(row, row.ruleName, names, matchedBy(row))), total };
}

type Names = Awaited<ReturnType<ShopDirectory['names']>>;

export function toNegationTerm(
  row: NegationRow,
  ruleName: string | null,
  names: Names,
  matchedBy: MatchedTargeting | null,
): NegationTerm {
  return {
    id: row.id,
    uniqueSign: row.uniqueSign,
    shopId: row.shopId,
    asin: row.asin,
    searchTerm: row.searchTerm,
    campaignId: row.campaignId,
    campaignName: names.campaign(row.shopId, row.campaignId),
    adGroupId: row.adGroupId,
    adGroupName: names.adGroup(row.shopId, row.adGroupId),
    level: row.level,
    matchType: row.matchType as NegationTerm['matchType'],
    ruleId: row.ruleId,
    ruleName,
    flag: row.flag === 1 ? 1 : 2,
    status: row.status,
    recommendation: row.recommendation,
    caution: row.caution,
    triggerMetrics: row.triggerMetrics,
    amazonId: row.amazonId,
    failureReason: row.failureReason,
    failure: row.failure,
    negatedOn: row.negatedOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    matchedBy,
    keywordChange: row.keywordChange,
  };
}

/** The KPI strip; wasted spend per currency, as one organisation's shops may sell in several. */
export async function negationKpi(
  repo: NegationLogRepo,
  shops: ShopDirectory,
  user: SessionUser,
  request: NegLogKpiRequest,
): Promise<NegLogKpiResponse> {
  const perShop = await repo.kpiPerShop(user, request);
  const owners = await shops.shopsById(perShop.map((row) => row.shopId));
  const spendPerCurrency = new Map<string, number>();
  for (const row of perShop) {
    const currencyCode = owners.get(row.shopId)?.currencyCode;
    if (currencyCode)
      spendPerCurrency.set(currencyCode, (spendPerCurrency.get(currencyCode) ?? 0) + row.wastedSpend);
  }
  const sum = (pick: (row: (typeof perShop)[number]) => number) =>
    perShop.reduce((total, row) => total + pick(row), 0);
  return {
    negatedCount: sum((row) => row.negatedCount),
    pendingCount: sum((row) => row.pendingCount),
    failedCount: sum((row) => row.failedCount),
    wastedSpend: [...spendPerCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currencyCode, amount]) => ({ currencyCode, amount: Math.round(amount * 100) / 100 })),
  };
}
