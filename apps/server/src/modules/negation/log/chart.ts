import type {
  ChartMarkerShape,
  ControlChartRequest,
  ControlChartResponse,
  KeywordToSearchTermRequest,
  KeywordToSearchTermResponse,
} from '@termwise/contracts';
import { acosOf, cpcOf, cvrOf, daysInRange, MAX_RANGE_DAYS, roundRatio } from '@termwise/contracts';
import { addDays, shopToday } from '../../../shop-calendar.ts';
import type { SearchTermFilter, SyncedAds } from '../../shop/index.ts';
import type { NegationRow, ShopRow } from '../engine/repo.ts';
import { isAlreadyNegated, negatedKey, normaliseTerm } from '../engine/terms.ts';
import type { NegationLogRepo } from './repo.ts';

/** The log screens' sources: negations here, the synced report through the shop module. */
interface Sources {
  repo: NegationLogRepo;
  ads: SyncedAds;
}

function objectFilter({ level, id, adGroupId }: ControlChartRequest): SearchTermFilter {
  if (level === 'campaign') return { campaignId: id };
  if (level === 'adGroup') return { adGroupId: id };
  if (level === 'searchTerm') return { searchTerm: normaliseTerm(id), ...(adGroupId && { adGroupId }) };
  return { targetingId: id };
}

/**
 * Daily metrics of one campaign, ad group, keyword, target or search term (from the search-term report,
 * orders and sales with 7-day attribution), every day of the range present, plus the negations on it.
 */
export async function controlChart(
  { repo, ads }: Sources,
  target: ShopRow,
  request: ControlChartRequest,
): Promise<ControlChartResponse> {
  const rows = await ads.daySums(target.id, objectFilter(request), request);
  const byDate = new Map(
    rows.map(({ purchases7d, sales7d, ...row }) => [
      row.date,
      { ...row, orders: purchases7d, sales: sales7d },
    ]),
  );
  const series = [];
  // Counted, not compared: string order breaks past year 9999, where the freeze of issue 10 came from.
  const days = Math.min(daysInRange(request.startDate, request.endDate), MAX_RANGE_DAYS);
  for (let index = 0; index < days; index += 1) {
    const date = addDays(request.startDate, index);
    const day = byDate.get(date) ?? { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 };
    const point: Record<string, number | string | null> = { date };
    const values = {
      ...day,
      cost: Math.round(day.cost * 100) / 100,
      sales: Math.round(day.sales * 100) / 100,
      acos: roundRatio(acosOf(day)),
      cpc: roundRatio(cpcOf(day)),
    };
    for (const metric of request.metrics) point[metric] = values[metric];
    series.push(point as ControlChartResponse['series'][number]);
  }
  const markers = await negationMarkers({ repo, ads }, target, request);
  return { series, markers, currencyCode: target.currencyCode };
}

async function negationMarkers(sources: Sources, target: ShopRow, request: ControlChartRequest) {
  const rows = await negationsOnObject(sources, target, request);
  const markers: ChartMarkerShape[] = [];
  for (const row of rows) {
    const base = {
      negationId: row.id,
      searchTerm: row.searchTerm,
      matchType: row.matchType as ChartMarkerShape['matchType'],
      level: row.level,
    };
    if (row.negatedOn) markers.push({ ...base, date: row.negatedOn, event: 'negated' });
    if (row.revertedAt)
      markers.push({ ...base, date: shopToday(target.timezone, row.revertedAt), event: 'reverted' });
  }
  return markers
    .filter((marker) => marker.date >= request.startDate && marker.date <= request.endDate)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Keywords and targets carry no negations themselves: theirs are those of the terms they matched. */
async function negationsOnObject(
  { repo, ads }: Sources,
  target: ShopRow,
  request: ControlChartRequest,
): Promise<NegationRow[]> {
  if (request.level === 'campaign') return repo.negationsAt(target.id, { campaignId: request.id });
  if (request.level === 'adGroup') return repo.negationsAt(target.id, { adGroupId: request.id });
  if (request.level === 'searchTerm') {
    const onShop = await repo.negationsAt(target.id, { searchTerm: normaliseTerm(request.id) });
    // At one ad group: the negations made there.
    return request.adGroupId ? onShop.filter((row) => row.adGroupId === request.adGroupId) : onShop;
  }
  const matched = await ads.termsMatchedBy(target.id, request.id, request);
  if (!matched.length) return [];
  const places = new Set(
    matched.flatMap((row) => [
      negatedKey(row.campaignId, row.adGroupId, row.searchTerm),
      negatedKey(row.campaignId, null, row.searchTerm),
    ]),
  );
  const candidates = await repo.negationsAt(target.id, {
    searchTerms: [...new Set(matched.map((row) => row.searchTerm))],
  });
  return candidates.filter((row) => places.has(negatedKey(row.campaignId, row.adGroupId, row.searchTerm)));
}

/** The search terms a keyword or target matched, with their metrics and whether each is negated there. */
export async function keywordToSearchTerms(
  { repo, ads }: Sources,
  target: ShopRow,
  request: KeywordToSearchTermRequest,
): Promise<KeywordToSearchTermResponse> {
  const totals = await ads.termTotals(
    target.id,
    { targetingId: (request.keywordId ?? request.targetId)! },
    request,
  );
  const rows = totals.map((row) => ({
    campaignId: row.campaignId,
    adGroupId: row.adGroupId,
    searchTerm: row.searchTerm,
    impressions: row.impressions,
    clicks: row.clicks,
    cost: row.cost,
    orders: row.purchases7d,
    sales: row.sales7d,
  }));
  const terms = [...new Set(rows.map((row) => row.searchTerm))];
  const [live, negations] = await Promise.all([
    liveNegatives(ads, target.id),
    negationsOf(repo, target.id, terms),
  ]);
  return {
    total: rows.length,
    rows: rows.map((row) => {
      const negationHere = negations.find(
        (candidate) =>
          candidate.searchTerm === normaliseTerm(row.searchTerm) &&
          candidate.campaignId === row.campaignId &&
          (candidate.adGroupId === null || candidate.adGroupId === row.adGroupId),
      );
      const onAmazon = isAlreadyNegated(live, row.campaignId, row.adGroupId, row.searchTerm);
      return {
        ...row,
        cost: Math.round(row.cost * 100) / 100,
        sales: Math.round(row.sales * 100) / 100,
        acos: roundRatio(acosOf(row)),
        cpc: roundRatio(cpcOf(row)),
        cvr: roundRatio(cvrOf(row)),
        negated: onAmazon || negationHere?.status === 'applied',
        negationId: negationHere?.id ?? null,
        negationStatus: negationHere?.status ?? null,
      };
    }),
  };
}

async function liveNegatives(ads: SyncedAds, shopId: string): Promise<Set<string>> {
  const live = await ads.liveNegatives(shopId);
  return new Set(live.map((row) => negatedKey(row.campaignId, row.adGroupId, row.text)));
}

/** Negations that still stand or wait: a rejected or reverted one does not cover the term. */
async function negationsOf(repo: NegationLogRepo, shopId: string, terms: string[]): Promise<NegationRow[]> {
  if (!terms.length) return [];
  return repo.negationsAt(shopId, {
    searchTerms: terms.map(normaliseTerm),
    statuses: ['pending', 'applying', 'applied'],
  });
}
