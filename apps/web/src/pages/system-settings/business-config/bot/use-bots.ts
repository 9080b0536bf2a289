import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotCreateRequest, BotUpdateRequest } from '@termwise/contracts';
import { createBot, deleteBot, fetchBots, fetchDeliveries, testSendBot, updateBot } from '@/service/api/bot';
import { botKeys } from './keys';

export function useBots(enabled: boolean) {
  return useQuery({ queryKey: botKeys.list(), queryFn: fetchBots, enabled });
}

export function useDeliveries(botId: string | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: botKeys.deliveries(botId ?? '', page, pageSize),
    queryFn: () => fetchDeliveries(botId!, page, pageSize),
    enabled: botId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Saving, deleting and test sends change the list (last delivery) and the delivery log. */
function useBotMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: botKeys.all }),
  });
}

export const useSaveBot = () =>
  useBotMutation((body: BotCreateRequest | BotUpdateRequest) =>
    'id' in body ? updateBot(body) : createBot(body),
  );
export const useDeleteBot = () => useBotMutation(deleteBot);
export const useTestSend = () => useBotMutation(testSendBot);
