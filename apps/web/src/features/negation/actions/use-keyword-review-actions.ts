import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordReviewRequest } from '@termwise/contracts';
import { actOnKeywordReviews } from '@/service/api/negation';
import { invalidateNegationData } from '../keys';
import { useOutcomeMessage } from './use-negation-actions';

/** Lower a review's keyword bid, pause it, or revert that; then refresh what shows the reviews. */
export function useKeywordReviewActions() {
  const report = useOutcomeMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KeywordReviewRequest) => actOnKeywordReviews(request),
    onSuccess: ({ results }) => report(results),
    onSettled: () => invalidateNegationData(queryClient),
  });
}
