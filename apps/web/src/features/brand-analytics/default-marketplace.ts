import type { AbaMarketplaceView } from '@termwise/contracts';
import type { ShopOption } from '@/features/shop';

/**
 * Unless one is chosen: the marketplace of the seller's main shop (most ad clicks), else the one with the
 * most loaded periods.
 */
export function defaultMarketplace(marketplaces: AbaMarketplaceView[], shops: ShopOption[]) {
  const main = shops.find((shop) => shop.main);
  return (
    marketplaces.find((one) => one.marketplaceId === main?.marketplaceId) ??
    [...marketplaces].sort((a, b) => b.periods.length - a.periods.length)[0]
  );
}
