import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { KeywordActionKind, KeywordActResponse } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { actOnKeywordGroups, revertKeywordActions } from '@/service/api/keyword';
import { invalidateKeywordData } from './keys';
import { useFeedback } from '@/features/feedback';

type Request =
  { kind: 'act'; groupIds: string[]; action: KeywordActionKind } | { kind: 'revert'; actionIds: string[] };

/** Pause the others, negate exact where a term leaks, or revert one of them; then refresh what shows them. */
export function useKeywordActions() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request): Promise<KeywordActResponse> =>
      request.kind === 'act'
        ? actOnKeywordGroups(request.groupIds, request.action)
        : revertKeywordActions(request.actionIds),
    onSuccess: ({ results }) => {
      const done = results.filter((result) => result.outcome === 'applied').length;
      const notDone = results.filter((result) => result.outcome !== 'applied');
      if (!notDone.length) void message.success(t('keywordStructure.actions.done', { count: done }));
      else
        void message.warning(
          t('keywordStructure.actions.partlyDone', {
            done,
            failed: notDone.length,
            reason: notDone[0]!.message ?? t(`keywordStructure.actions.outcome.${notDone[0]!.outcome}`),
          }),
        );
    },
    onSettled: () => invalidateKeywordData(queryClient),
  });
}
