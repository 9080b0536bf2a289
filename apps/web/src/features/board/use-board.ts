import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardNegateRequest, BoardRequest } from '@termwise/contracts';
import { invalidateNegationData } from '@/features/negation';
import { fetchBoard, negateBoardTerm } from '@/service/api/board';
import { boardKeys } from './keys';

export function useBoard(request: BoardRequest) {
  return useQuery({
    queryKey: boardKeys.overview(request),
    queryFn: () => fetchBoard(request),
    placeholderData: keepPreviousData,
    // Handling a negation anywhere changes the board's pending counts and wasting terms.
    meta: { showsNegations: true },
  });
}

/** One click on a wasting term; the board and every screen showing negations refresh after it. */
export function useNegateTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BoardNegateRequest) => negateBoardTerm(request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      invalidateNegationData(queryClient);
    },
  });
}
