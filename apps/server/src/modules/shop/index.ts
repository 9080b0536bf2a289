/** What other modules may use of the shop module. */
export { createShopModule, type ShopModule } from './module.ts';
export type { ShopDirectory } from './directory.ts';
export type { AbaMarketplace, BrandAnalyticsSource } from './brand-analytics-source.ts';
export type { FactTotals, PerformanceFacts, TermPlaceTotals } from './performance.ts';
export type { ShopRow } from './repo.ts';
export type { AdSums, ShopStructure } from './structure.ts';
export type { AdGroupLayout } from './ad-group-layout.ts';
export type {
  DaySums,
  SearchTermFilter,
  SearchTermTotals,
  SumWindow,
  SyncedAds,
  TermPlace,
  TermTargeting,
} from './synced-ads.ts';
export type { PlaceSince, TermHistory } from './term-history.ts';
export type { PlaceTermTotals, TermSums, TermTotalsQuery, TotalsBound, TotalsMetric } from './term-totals.ts';
export { CALLBACK_PATH, SELLING_PARTNER_CALLBACK_PATH } from './routes.ts';
