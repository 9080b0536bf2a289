import { ASIN_PATTERN } from '@termwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import type { BoardNegateRequest } from '@termwise/contracts';
import type { TermToNegate } from './term-to-negate';
import { useTranslation } from 'react-i18next';
import { negateBoardTerm } from '@/service/api/board';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { invalidateNegationData } from '../keys';
import { useFeedback } from '@/features/feedback';
import { TermReview } from './TermReview';

/** A search term where it showed, and the days whose figures made it stand out (kept as its evidence). */

/**
 * Propose a term for negation, or negate it on Amazon now (after a confirmation that says what the server
 * will do with it: negate, hold it for a person under the evidence bar, or review the seller's own keyword
 * instead). Every screen showing negations refreshes after it.
 */
export function NegateTermButtons({ term }: { term: TermToNegate }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const negate = useMutation({
    mutationFn: negateBoardTerm,
    onSettled: () => invalidateNegationData(queryClient),
  });
  const act = (action: BoardNegateRequest['action']) =>
    negate.mutateAsync({ ...term, action }).then((outcome) => {
      if (outcome.status === 'failed')
        message.error(t('negation.negateTerm.failed', { message: outcome.message ?? '' }));
      else if (outcome.status === 'applied') message.success(t('negation.negateTerm.negated'));
      else if (action === 'negate') message.warning(t('negation.negateTerm.held'));
      else message.success(t('negation.negateTerm.proposed'));
    }, ignoreShownFailure);
  const busy = negate.isPending ? negate.variables.action : undefined;
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        loading={busy === 'propose'}
        disabled={negate.isSuccess}
        onClick={() => void act('propose')}
      >
        {t('negation.negateTerm.propose')}
      </Button>
      <Popconfirm
        // An ASIN-shaped term goes to Amazon as a negative product target, not a keyword.
        title={t(
          ASIN_PATTERN.test(term.searchTerm)
            ? 'negation.negateTerm.negateAsinConfirm'
            : 'negation.negateTerm.negateConfirm',
          { term: term.searchTerm },
        )}
        description={<TermReview term={term} />}
        onConfirm={() => act('negate')}
      >
        <Button size="small" danger loading={busy === 'negate'} disabled={negate.isSuccess}>
          {t('negation.negateTerm.negate')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
