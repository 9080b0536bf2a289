import { useQuery } from '@tanstack/react-query';
import type { ConnectedShop, ShopList } from '@termwise/contracts';
import { request } from '@/service/request';

/** What the negation screens need of a shop: which one, and how to show its money and its days. */
export interface ShopOption {
  id: string;
  name: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
}

const toOption = (shop: ConnectedShop): ShopOption => ({
  id: shop.shopId,
  name: shop.name,
  countryCode: shop.countryCode,
  currencyCode: shop.currencyCode,
  timezone: shop.timezone,
});

// Read here rather than through the shop screen's API module, which lands separately.
const fetchShops = async () => {
  const { accounts } = await request<ShopList>('/v1/shop/list', { silent: true });
  return accounts.flatMap((account) => account.shops.map(toOption));
};

/** Every shop of every connected account, for filters and rule scopes. */
export function useShops() {
  return useQuery({ queryKey: ['shops'], queryFn: fetchShops, staleTime: 60_000 });
}
