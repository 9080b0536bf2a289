import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createElement } from 'react';
import type { NegProcessingOutcome } from '@termwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/features/failure';
import { AmazonReauthorizeNotice } from '@/components/AmazonReauthorizeNotice';
import { handleNegations, type NegationAction } from '@/service/api/negation';
import { invalidateNegationData } from '../keys';
import { useFeedback } from '@/features/feedback';

const NOT_DONE: NegProcessingOutcome['outcome'][] = ['failed', 'skipped', 'not_found'];

/** The server's reason in the seller's language; a send Amazon left unanswered says it is finished later. */
function whyNotDone(outcome: NegProcessingOutcome, t: TFunction): string {
  const reason = failureText(t, outcome.failure) ?? t(`negation.actions.outcome.${outcome.outcome}`);
  return outcome.status === 'applying' ? `${reason} ${t('failure.retrying')}` : reason;
}

/** Tells the seller what one call did with its rows: all done, or how many not and the first reason. */
export function useOutcomeMessage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (results: NegProcessingOutcome[]) => {
    const notDone = results.filter((result) => NOT_DONE.includes(result.outcome));
    const done = results.length - notDone.length;
    if (notDone.length === 0) void message.success(t('negation.actions.done', { count: done }));
    else if (notDone.some((result) => result.failure?.code === 'amazonAuthorization'))
      void message.warning(createElement(AmazonReauthorizeNotice));
    else {
      void message.warning(
        t('negation.actions.partlyDone', {
          done,
          failed: notDone.length,
          reason: whyNotDone(notDone[0]!, t),
        }),
      );
    }
  };
}

/** Confirm, reject or revert negations, then refresh every list, count and bell that shows them. */
export function useNegationActions() {
  const report = useOutcomeMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: NegationAction }) => handleNegations(ids, action),
    onSuccess: ({ results }) => report(results),
    onSettled: () => invalidateNegationData(queryClient),
  });
}
