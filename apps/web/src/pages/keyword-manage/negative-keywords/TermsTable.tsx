import { Table, Tag, Tooltip, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { NegationTerm } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import { CautionTags, NegationStatusTag, ruleDisplayName, triggerSummary } from '@/features/negation';
import type { NegationAction } from '@/service/api/negation';
import { TermActions } from './TermActions';

export interface TermHandlers {
  busyIds: string[];
  onHandle(term: NegationTerm, action: NegationAction): void;
  onKeywordLog(term: NegationTerm): void;
  onCompare(term: NegationTerm): void;
  onChart(term: NegationTerm): void;
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
  const columns: TableColumnsType<NegationTerm> = [
    {
      title: t('negation.page.term.term'),
      dataIndex: 'searchTerm',
      width: 170,
      render: (term: string) => <Typography.Text strong>{term}</Typography.Text>,
    },
    {
      title: t('negation.page.term.campaign'),
      key: 'campaign',
      width: 210,
      render: (_, term) => (
        <div className="tw-neg-terms__where">
          <Typography.Text ellipsis={{ tooltip: term.campaignName }}>{term.campaignName}</Typography.Text>
          {term.adGroupName && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: term.adGroupName }}>
              {t('negation.page.term.adGroup')}: {term.adGroupName}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('negation.page.term.matchType'),
      key: 'matchType',
      width: 160,
      render: (_, term) => (
        <>
          <Tag>{t(`negation.matchType.${term.matchType}`)}</Tag>
          <Tag bordered={false}>{t(`negation.level.${term.level}`)}</Tag>
          <CautionTags recommendation={term.recommendation} caution={term.caution} />
        </>
      ),
    },
    {
      title: t('negation.page.term.rule'),
      key: 'rule',
      render: (_, term) => (
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
        </div>
      ),
    },
    {
      title: t('negation.page.term.status'),
      key: 'status',
      width: 90,
      render: (_, term) => <NegationStatusTag status={term.status} reason={term.failureReason} />,
    },
    {
      title: t('negation.page.term.actions'),
      key: 'actions',
      width: 210,
      render: (_, term) => (
        <TermActions
          term={term}
          busy={handlers.busyIds.includes(term.id)}
          onHandle={(action) => handlers.onHandle(term, action)}
          onKeywordLog={() => handlers.onKeywordLog(term)}
          onCompare={() => handlers.onCompare(term)}
          onChart={() => handlers.onChart(term)}
        />
      ),
    },
  ];
  return (
    <Table<NegationTerm>
      className="tw-neg-terms"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={terms}
      loading={loading}
      pagination={pagination}
      tableLayout="fixed"
    />
  );
}
