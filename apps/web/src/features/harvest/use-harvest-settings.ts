import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HarvestSettingsSaveRequest } from '@termwise/contracts';
import { fetchHarvestSettings, saveHarvestSettings } from '@/service/api/harvest';
import { harvestKeys } from './keys';

/** A shop's harvest settings (the defaults when none were saved), asked only while they are shown. */
export function useHarvestSettings(shopId: string | null) {
  return useQuery({
    queryKey: harvestKeys.settings(shopId ?? ''),
    queryFn: () => fetchHarvestSettings(shopId!),
    enabled: shopId !== null,
  });
}

/** Saves them; waiting proposals take the new values at the shop's next scan, not at once. */
export function useSaveHarvestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HarvestSettingsSaveRequest) => saveHarvestSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(harvestKeys.settings(saved.shopId), saved),
  });
}
