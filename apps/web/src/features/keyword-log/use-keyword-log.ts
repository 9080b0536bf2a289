import { useQuery } from '@tanstack/react-query';
import { fetchKeywordLog } from '@/service/api/negation';
import type { KeywordLogParams } from './store';

export function useKeywordLog(params: KeywordLogParams | null) {
  return useQuery({
    queryKey: ['negation', 'keyword-log', params],
    // Silent: the modal says itself that the data could not be fetched (SPEC section 8).
    queryFn: () =>
      fetchKeywordLog(
        { asin: params!.asin, flag: params!.flag, endDate: params!.endDate, shopId: params!.shopId },
        { silent: true },
      ),
    enabled: params !== null,
  });
}
