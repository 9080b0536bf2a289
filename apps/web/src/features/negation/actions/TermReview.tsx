import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { BoardTermReview } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { reviewBoardTerm } from '@/service/api/board';
import type { TermToNegate } from './term-to-negate';

/** The lines that tell, before "negate now" is confirmed, what the server will do with the term and why. */
function reviewLines(review: BoardTermReview, term: TermToNegate, t: TFunction) {
  const window = { start: term.startDate, end: term.endDate };
  if (review.ownKeyword)
    return [
      t('negation.negateTerm.review.ownKeyword', {
        keyword: review.ownKeyword.keywordText,
        matchType: review.ownKeyword.matchType,
      }),
    ];
  const lines = [];
  if (review.coreTerm)
    lines.push(t('negation.negateTerm.review.coreTerm', { word: review.coreTerm.word, bar: review.bar }));
  if (review.protectedWord)
    lines.push(t('negation.negateTerm.review.protectedTerm', { word: review.protectedWord }));
  else lines.push(t(`negation.negateTerm.review.${review.verdict}`, { ...window, ...review }));
  return lines;
}

/** Shown in the "negate now" confirmation: asked when it opens, so it speaks of the term as it is now. */
export function TermReview({ term }: { term: TermToNegate }) {
  const { t } = useTranslation();
  const review = useQuery({ queryKey: ['board', 'term-review', term], queryFn: () => reviewBoardTerm(term) });
  if (!review.data)
    return <Typography.Text type="secondary">{t('negation.negateTerm.reviewing')}</Typography.Text>;
  return (
    <div className="tw-term-review">
      {reviewLines(review.data, term, t).map((line) => (
        <Typography.Paragraph key={line} className="tw-term-review-line">
          {line}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
