import {
  Button,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import type { KeywordReviewAction, NegationTerm } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/features/failure';
import { useFormatters } from '@/features/i18n';
import {
  CautionTags,
  ConfidenceLine,
  KeywordChangeLine,
  NegationStatusTag,
  ruleDisplayName,
  triggerSummary,
} from '@/features/negation';
import type { NegationAction } from '@/service/api/negation';
import { useScreenAtLeast } from '@/utils/use-screen';
import { TermActions } from './TermActions';

export interface TermHandlers {
  busyIds: string[];
  onHandle(term: NegationTerm, action: NegationAction): void;
  /** Lowers a review's keyword bid, pauses it or reverts that; absent for non-admins. */
  onKeywordReview?(term: NegationTerm, action: KeywordReviewAction, bidChangePercent?: number): void;
  onKeywordLog(term: NegationTerm): void;
  onCompare(term: NegationTerm): void;
  onChart(term: NegationTerm): void;
  /** Opens the search terms the term's keyword or target matched (`term.matchedBy`). */
  onMatchedTerms(term: NegationTerm): void;
}

interface TermsTableProps {
  terms: NegationTerm[];
  handlers: TermHandlers;
  loading?: boolean;
  /** Server pages inside the ASIN; false when they all fit on one. */
  pagination: TablePaginationConfig | false;
}

/** The terms of one ASIN: where each was negated, by which rule, on what evidence, and what to do next. */
export function TermsTable({ terms, handlers, loading, pagination }: TermsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const place = (term: NegationTerm) => (
    <div className="tw-neg-terms__where">
      <Typography.Text ellipsis={{ tooltip: term.campaignName }}>{term.campaignName}</Typography.Text>
      {term.adGroupName && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: term.adGroupName }}>
          {t('negation.page.term.adGroup')}: {term.adGroupName}
        </Typography.Text>
      )}
      {term.matchedBy && (
        <Tooltip title={t('negation.page.term.matchedByHint')}>
          <Button
            type="link"
            size="small"
            className="tw-neg-terms__matched"
            onClick={() => handlers.onMatchedTerms(term)}
            data-term-action="matchedTerms"
            data-term-id={term.id}
          >
            {t(`negation.page.term.matchedBy.${term.matchedBy.kind}`, { text: term.matchedBy.text })}
          </Button>
        </Tooltip>
      )}
    </div>
  );
  const tags = (term: NegationTerm) => (
    <>
      <Tag>{t(`negation.matchType.${term.matchType}`)}</Tag>
      <Tag bordered={false}>{t(`negation.level.${term.level}`)}</Tag>
      <CautionTags recommendation={term.recommendation} caution={term.caution} />
    </>
  );
  const rule = (term: NegationTerm) => (
    <div className="tw-neg-terms__rule">
      <Typography.Text>
        {ruleDisplayName(term.ruleName, t) ?? t('negation.page.term.manual')} ·{' '}
        {t(`negation.flag.${term.flag}`)}
      </Typography.Text>
      <Tooltip
        title={t('negation.page.term.window', {
          start: term.triggerMetrics.startDate,
          end: term.triggerMetrics.endDate,
        })}
      >
        <Typography.Text type="secondary">
          {triggerSummary(term.triggerMetrics, (metric) => t(`negation.metric.${metric}`), format)}
        </Typography.Text>
      </Tooltip>
      <ConfidenceLine confidence={term.triggerMetrics.confidence} />
    </div>
  );
  const status = (term: NegationTerm) => (
    <>
      <NegationStatusTag status={term.status} reason={failureText(t, term.failure, term.failureReason)} />
      <KeywordChangeLine change={term.keywordChange} />
    </>
  );
  const actions = (term: NegationTerm) => (
    <TermActions
      term={term}
      busy={handlers.busyIds.includes(term.id)}
      onHandle={(action) => handlers.onHandle(term, action)}
      onKeywordReview={
        handlers.onKeywordReview && ((action, percent) => handlers.onKeywordReview!(term, action, percent))
      }
      onKeywordLog={() => handlers.onKeywordLog(term)}
      onCompare={() => handlers.onCompare(term)}
      onChart={() => handlers.onChart(term)}
    />
  );
  // Six columns need a laptop's width; narrower, each term is one stacked cell, so nothing scrolls sideways.
  const stacked = !useScreenAtLeast('lg');
  const stackedColumns: TableColumnsType<NegationTerm> = [
    {
      title: t('negation.page.term.term'),
      key: 'stacked',
      render: (_, term) => (
        <div className="tw-neg-terms__stacked">
          <span>
            <Typography.Text strong>{term.searchTerm}</Typography.Text> {status(term)}
          </span>
          {place(term)}
          <span>{tags(term)}</span>
          {rule(term)}
          {actions(term)}
        </div>
      ),
    },
  ];
  const columns: TableColumnsType<NegationTerm> = [
    {
      title: t('negation.page.term.term'),
      dataIndex: 'searchTerm',
      width: 170,
      render: (searchTerm: string) => <Typography.Text strong>{searchTerm}</Typography.Text>,
    },
    {
      title: t('negation.page.term.campaign'),
      key: 'campaign',
      width: 210,
      render: (_, term) => place(term),
    },
    {
      title: t('negation.page.term.matchType'),
      key: 'matchType',
      width: 160,
      render: (_, term) => tags(term),
    },
    { title: t('negation.page.term.rule'), key: 'rule', render: (_, term) => rule(term) },
    {
      title: t('negation.page.term.status'),
      key: 'status',
      width: 90,
      render: (_, term) => status(term),
    },
    {
      title: t('negation.page.term.actions'),
      key: 'actions',
      width: 210,
      render: (_, term) => actions(term),
    },
  ];
  return (
    <Table<NegationTerm>
      className="tw-neg-terms"
      rowKey="id"
      size="small"
      columns={stacked ? stackedColumns : columns}
      dataSource={terms}
      loading={loading}
      pagination={pagination}
      tableLayout="fixed"
    />
  );
}
