import { BarChartOutlined, FileSearchOutlined, LineChartOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { KeywordReviewAction, NegationTerm } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import type { NegationAction } from '@/service/api/negation';
import { KeywordReviewActions } from './KeywordReviewActions';

interface TermActionsProps {
  term: NegationTerm;
  busy: boolean;
  onHandle(action: NegationAction): void;
  /** Absent for those who may not change keywords (the server keeps bids and pauses for admins). */
  onKeywordReview?(action: KeywordReviewAction, bidChangePercent?: number): void;
  onKeywordLog(): void;
  onCompare(): void;
  onChart(): void;
}

const HANDLEABLE = ['pending', 'failed'];

/** Handling first (what the seller must decide), then the evidence views as compact icons. */
export function TermActions(props: TermActionsProps) {
  const { term, busy, onHandle, onKeywordReview, onKeywordLog, onCompare, onChart } = props;
  const { t } = useTranslation();
  const isReview = term.recommendation !== 'negate';
  // Own product targets are reviewed too, but only keywords are changed from here.
  const isKeyword = term.caution.ownKeyword?.matchType !== 'ASIN_SAME_AS';
  const evidence = [
    {
      key: 'keywordLog',
      icon: <FileSearchOutlined />,
      label: t('negation.actions.keywordLog'),
      onClick: onKeywordLog,
    },
    {
      key: 'comparison',
      icon: <BarChartOutlined />,
      label: t('negation.actions.comparison'),
      onClick: onCompare,
    },
    { key: 'chart', icon: <LineChartOutlined />, label: t('negation.actions.chart'), onClick: onChart },
  ];
  return (
    <Space size={0} className={isReview ? 'tw-neg-actions tw-neg-actions--review' : 'tw-neg-actions'}>
      {isReview && isKeyword && onKeywordReview && (
        <KeywordReviewActions term={term} busy={busy} onAct={onKeywordReview} />
      )}
      {HANDLEABLE.includes(term.status) && (
        <>
          {!isReview && (
            <Button type="link" size="small" disabled={busy} onClick={() => onHandle('confirm')}>
              {t('negation.actions.confirm')}
            </Button>
          )}
          <Button type="link" size="small" danger disabled={busy} onClick={() => onHandle('reject')}>
            {t('negation.actions.reject')}
          </Button>
        </>
      )}
      {term.status === 'applied' && (
        <Popconfirm
          title={t('negation.actions.revertConfirm', { term: term.searchTerm })}
          onConfirm={() => onHandle('revert')}
        >
          <Button type="link" size="small" danger disabled={busy}>
            {t('negation.actions.revert')}
          </Button>
        </Popconfirm>
      )}
      {evidence.map(({ key, icon, label, onClick }) => (
        <Tooltip key={key} title={label}>
          <Button
            type="text"
            size="small"
            icon={icon}
            aria-label={label}
            onClick={onClick}
            data-term-action={key}
            data-term-id={term.id}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
