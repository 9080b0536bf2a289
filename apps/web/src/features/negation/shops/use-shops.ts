import { useQuery } from '@tanstack/react-query';
import { request } from '@/service/request';

/** What the negation screens need of a shop: which one, and how to show its money and its days. */
export interface ShopOption {
  id: string;
  name: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
}

// The shop API module is written by the shop-authorization work; only the fields above are relied on.
const fetchShops = async () => {
  const data = await request<{ rows: ShopOption[] } | ShopOption[]>('/v1/shop/list', {
    body: {},
    silent: true,
  });
  return Array.isArray(data) ? data : data.rows;
};

export function useShops() {
  return useQuery({ queryKey: ['shops'], queryFn: fetchShops, staleTime: 60_000 });
}
