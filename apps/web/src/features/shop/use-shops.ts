import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectedShop, ShopList } from '@termwise/contracts';
import { useIsAdmin } from '@/features/auth';
import { useJobProgress } from '@/features/jobs';
import { fetchShopList, pauseShop, removeShop, resumeShop, syncShop } from '@/service/api/shop';
import { shopKeys } from './keys';

/** Syncs also start on a schedule and from other screens; the list shows them without a reload. */
const LIST_POLL_MS = 10_000;
export const useCanManageShops = useIsAdmin;

/** What other screens need of a shop: which one, and how to show its money and its days. */
export interface ShopOption {
  id: string;
  name: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  marketplaceId: string;
  /** The seller's main shop (most ad clicks in 30 days): what screens open on unless told otherwise. */
  main: boolean;
}

const toOption = (shop: ConnectedShop, mainShopId: string | null): ShopOption => ({
  id: shop.shopId,
  name: shop.name,
  countryCode: shop.countryCode,
  currencyCode: shop.currencyCode,
  timezone: shop.timezone,
  marketplaceId: shop.marketplaceId,
  main: shop.shopId === mainShopId,
});

const toOptions = ({ accounts, mainShopId }: ShopList) =>
  accounts.flatMap((account) => account.shops.map((shop) => toOption(shop, mainShopId)));

/** The connected accounts and their shops: one cache entry for the list screen, filters and prefetches. */
export const shopListQuery = { queryKey: shopKeys.list(), queryFn: fetchShopList, staleTime: 60_000 };

/** The connected accounts and their shops, as the shop authorization screen lists them. */
export function useShopList() {
  return useQuery({ ...shopListQuery, staleTime: 0, refetchInterval: LIST_POLL_MS });
}

/**
 * Every shop of every connected account, for filters and rule scopes: the same query as the list, so one
 * cache serves both; `enabled: false` defers the call.
 */
export function useShops({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shopListQuery, select: toOptions, enabled });
}

/** Follows a sync job until it ends, then refreshes the list (last sync, data range). */
export function useSyncJob(jobId: string | null) {
  const queryClient = useQueryClient();
  return useJobProgress(jobId, {
    silent: true,
    onFinished: () => void queryClient.invalidateQueries({ queryKey: shopKeys.list() }),
  });
}

export type ShopAction = 'sync' | 'pause' | 'resume' | 'remove';

const CALLS: Record<ShopAction, (shopId: string) => Promise<unknown>> = {
  sync: syncShop,
  pause: pauseShop,
  resume: resumeShop,
  remove: removeShop,
};

/** One of the row actions; the list reloads after it, so new jobs and states show at once. */
export function useShopAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, shopId }: { action: ShopAction; shopId: string }) => CALLS[action](shopId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.list() }),
  });
}
