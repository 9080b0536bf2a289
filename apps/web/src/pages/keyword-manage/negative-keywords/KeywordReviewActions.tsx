import { BID_CHANGE_PERCENT, type KeywordReviewAction, type NegationTerm } from '@termwise/contracts';
import { Button, InputNumber, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface KeywordReviewActionsProps {
  term: NegationTerm;
  busy: boolean;
  onAct(action: KeywordReviewAction, bidChangePercent?: number): void;
}

const DECIDABLE = ['pending', 'failed'];

/**
 * A keyword review (the term is the seller's own keyword there) is acted on at the keyword: lower its bid
 * by a percentage the seller picks, or pause it; a change made is reverted here too.
 */
export function KeywordReviewActions({ term, busy, onAct }: KeywordReviewActionsProps) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number>(BID_CHANGE_PERCENT.default);
  const keyword = term.caution.ownKeyword?.keywordText ?? term.searchTerm;
  if (term.status === 'adjusted') {
    return (
      <Popconfirm
        title={t('negation.keywordReview.revertConfirm', { keyword })}
        onConfirm={() => onAct('revert')}
      >
        <Button type="link" size="small" danger disabled={busy}>
          {t('negation.keywordReview.revert')}
        </Button>
      </Popconfirm>
    );
  }
  if (!DECIDABLE.includes(term.status)) return null;
  return (
    <>
      <Popconfirm
        title={t('negation.keywordReview.lowerBidTitle', { keyword })}
        description={
          <Space direction="vertical" size={4}>
            <InputNumber
              aria-label={t('negation.keywordReview.percent')}
              min={BID_CHANGE_PERCENT.min}
              max={BID_CHANGE_PERCENT.max}
              step={5}
              precision={0}
              suffix="%"
              value={percent}
              onChange={(value) => setPercent(value ?? BID_CHANGE_PERCENT.default)}
            />
            <Typography.Text type="secondary">{t('negation.keywordReview.minimumHint')}</Typography.Text>
          </Space>
        }
        onConfirm={() => onAct('lowerBid', percent)}
      >
        <Button type="link" size="small" disabled={busy}>
          {t('negation.keywordReview.lowerBid', { percent })}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('negation.keywordReview.pauseConfirm', { keyword })}
        onConfirm={() => onAct('pause')}
      >
        <Button type="link" size="small" disabled={busy}>
          {t('negation.keywordReview.pause')}
        </Button>
      </Popconfirm>
    </>
  );
}
