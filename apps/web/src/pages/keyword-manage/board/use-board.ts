import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoardRequest } from '@termwise/contracts';
import { fetchBoard } from '@/service/api/board';
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
