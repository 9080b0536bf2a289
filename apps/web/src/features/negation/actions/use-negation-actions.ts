import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createElement } from 'react';
import type { NegProcessingOutcome } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { AmazonReauthorizeNotice } from '@/components/AmazonReauthorizeNotice';
import { handleNegations, type NegationAction } from '@/service/api/negation';
import { invalidateNegationData } from '../keys';

const NOT_DONE: NegProcessingOutcome['outcome'][] = ['failed', 'skipped', 'not_found'];

/** Confirm, reject or revert negations, then refresh every list, count and bell that shows them. */
export function useNegationActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: NegationAction }) => handleNegations(ids, action),
    onSuccess: ({ results }) => {
      const notDone = results.filter((result) => NOT_DONE.includes(result.outcome));
      const done = results.length - notDone.length;
      if (notDone.length === 0) void message.success(t('negation.actions.done', { count: done }));
      else if (notDone.some((result) => result.reason === 'amazonAuthorization'))
        void message.warning(createElement(AmazonReauthorizeNotice));
      else {
        const reason = notDone[0]!.message ?? t(`negation.actions.outcome.${notDone[0]!.outcome}`);
        void message.warning(t('negation.actions.partlyDone', { done, failed: notDone.length, reason }));
      }
    },
    onSettled: () => invalidateNegationData(queryClient),
  });
}
