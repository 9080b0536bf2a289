import { Typography } from 'antd';
import type { KeywordChange } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';

/** What a keyword review did to the keyword: "Bid US$1.00 → US$0.80 (-20 %)" or "Keyword paused". */
export function KeywordChangeLine({ change }: { change: KeywordChange | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!change || change.state === 'failed') return null;
  const done =
    change.action === 'lowerBid' && change.bidBefore !== null && change.bidAfter !== null
      ? t('negation.keywordReview.bidChanged', {
          before: format.money(change.bidBefore, change.currencyCode),
          after: format.money(change.bidAfter, change.currencyCode),
          percent: change.bidChangePercent,
        })
      : t('negation.keywordReview.paused');
  const text = t(`negation.keywordReview.changeState.${change.state}`, { change: done });
  return (
    <Typography.Text type="secondary" className="tw-neg-keyword-change">
      {text}
    </Typography.Text>
  );
}
