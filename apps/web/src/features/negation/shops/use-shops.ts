import { useQuery } from '@tanstack/react-query';
import type { ConnectedShop } from '@termwise/contracts';
import { fetchShopList } from '@/service/api/shop';

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

const fetchShops = async () => {
  const { accounts } = await fetchShopList();
  return accounts.flatMap((account) => account.shops.map(toOption));
};

/** Every shop of every connected account, for filters and rule scopes; `enabled: false` defers the call. */
export function useShops({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['shops'], queryFn: fetchShops, staleTime: 60_000, enabled });
}
