import type { AbaMarketplaceView } from '@termwise/contracts';
import { describe, expect, it } from 'vitest';
import type { ShopOption } from '@/features/shop';
import { defaultMarketplace } from './default-marketplace';

const marketplace = (marketplaceId: string, weeks: number): AbaMarketplaceView => ({
  marketplaceId,
  countryCode: marketplaceId,
  authorized: true,
  periods: Array.from({ length: weeks }, () => ({}) as AbaMarketplaceView['periods'][number]),
  departments: [],
});
const shop = (marketplaceId: string, main: boolean) => ({ marketplaceId, main }) as ShopOption;

describe('the marketplace a Brand Analytics screen opens on', () => {
  it('is the main shop’s, even when another has more weeks loaded', () => {
    const all = [marketplace('JP', 53), marketplace('US', 52)];
    expect(defaultMarketplace(all, [shop('JP', false), shop('US', true)])?.marketplaceId).toBe('US');
  });

  it('is the fullest when the main shop’s marketplace has no reports or no shop is main yet', () => {
    const all = [marketplace('JP', 53), marketplace('UK', 2)];
    expect(defaultMarketplace(all, [shop('US', true)])?.marketplaceId).toBe('JP');
    expect(defaultMarketplace(all, [])?.marketplaceId).toBe('JP');
  });
});
