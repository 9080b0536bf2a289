import { createElement } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HarvestOutcome } from '@termwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmazonReauthorizeNotice } from '@/components/AmazonReauthorizeNotice';
import { failureText } from '@/features/failure';
import { useFeedback } from '@/features/feedback';
import { invalidateNegationData } from '@/features/negation';
import { handleHarvests, type HarvestAction, type HarvestPick } from '@/service/api/harvest';
import { invalidateHarvestData } from './keys';

const NOT_DONE: HarvestOutcome['outcome'][] = ['failed', 'skipped', 'not_found'];

/**
 * The server's reason in the seller's language. A skipped one is said here: the shared "not applicable"
 * reason speaks of a negation and its statuses, not of a harvest.
 */
function whyNotDone(outcome: HarvestOutcome, t: TFunction): string {
  if (outcome.outcome === 'skipped' && outcome.status)
    return t('harvest.actions.outcome.skipped', { status: t(`harvest.status.${outcome.status}`) });
  return failureText(t, outcome.failure, outcome.message) ?? t(`harvest.actions.outcome.${outcome.outcome}`);
}

/**
 * Confirm (into a picked ad group, for one row) or reject harvests, say how each went, then refresh the queue and, since a confirmed harvest
 * negates the term where it was found, every list of negations.
 */
export function useHarvestActions() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      ids,
      action,
      destination,
    }: {
      ids: string[];
      action: HarvestAction;
      destination?: HarvestPick;
    }) => handleHarvests(ids, action, destination),
    onSuccess: ({ results }) => {
      const notDone = results.filter((result) => NOT_DONE.includes(result.outcome));
      const done = results.length - notDone.length;
      if (notDone.length === 0) void message.success(t('harvest.actions.done', { count: done }));
      else if (notDone.some((result) => result.failure?.code === 'amazonAuthorization'))
        void message.warning(createElement(AmazonReauthorizeNotice));
      else
        void message.warning(
          t('harvest.actions.partlyDone', {
            done,
            failed: notDone.length,
            reason: whyNotDone(notDone[0]!, t),
          }),
        );
    },
    onSettled: () => {
      invalidateHarvestData(queryClient);
      invalidateNegationData(queryClient);
    },
  });
}
