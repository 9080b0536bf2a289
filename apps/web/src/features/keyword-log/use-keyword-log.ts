import { useQuery } from '@tanstack/react-query';
import { fetchKeywordLog } from '@/service/api/negation';
import { keywordLogKeys } from './keys';
import type { KeywordLogParams } from './store';

export function useKeywordLog(params: KeywordLogParams | null) {
  return useQuery({
    queryKey: keywordLogKeys.log(params),
    meta: { showsNegations: true },
    // Silent: the modal says itself that the data could not be fetched (SPEC section 8).
    queryFn: () =>
      fetchKeywordLog(
        { asin: params!.asin, flag: params!.flag, endDate: params!.endDate, shopId: params!.shopId },
        { silent: true },
      ),
    enabled: params !== null,
  });
}
