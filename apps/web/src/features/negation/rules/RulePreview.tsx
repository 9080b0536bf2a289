import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import type { NegationCandidate, NegRulePreviewResponse } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useMetricColumn } from '@/features/metrics';
import { ConfidenceLine } from '../components/ConfidenceLine';
import { CautionTags } from '../components/CautionTags';
import { scrollX } from '@/components/server-table';
import '../negation.css';

/** What the rule would negate if it ran now, and the evidence for each term. */
export function RulePreview({ preview }: { preview: NegRulePreviewResponse }) {
  const { t } = useTranslation();
  const metricColumn = useMetricColumn<NegationCandidate>();
  const columns: TableColumnsType<NegationCandidate> = [
    {
      title: t('negation.page.term.term'),
      dataIndex: 'searchTerm',
      render: (term: string) => <Typography.Text strong>{term}</Typography.Text>,
    },
    { title: 'ASIN', dataIndex: 'asin', width: 120 },
    {
      title: t('negation.page.term.campaign'),
      key: 'where',
      ellipsis: true,
      render: (_, row) => [row.shopName, row.campaignName, row.adGroupName].filter(Boolean).join(' › '),
    },
    {
      title: t('negation.page.term.matchType'),
      key: 'matchType',
      width: 150,
      render: (_, row) => (
        <>
          {t(`negation.matchType.${row.matchType}`)}
          <CautionTags recommendation={row.recommendation} caution={row.caution} />
        </>
      ),
    },
    metricColumn('clicks', { figure: (row) => row.metrics.clicks, width: 80 }),
    metricColumn('cost', {
      figure: (row) => row.metrics.cost,
      currency: (row) => row.metrics.currencyCode,
      width: 100,
    }),
    metricColumn('orders', { figure: (row) => row.metrics.orders, width: 70 }),
    {
      title: t('negation.rules.reason'),
      key: 'reason',
      ellipsis: true,
      render: (_, row) =>
        row.metrics.confidence ? <ConfidenceLine confidence={row.metrics.confidence} /> : row.reason,
    },
  ];
  const skipped = preview.skipped.protected + preview.skipped.alreadyNegated;
  return (
    <div className="tw-rule-preview">
      {preview.heldBack && (
        <Alert type="warning" showIcon title={t(`negation.rules.previewHeld.${preview.heldBack}`)} />
      )}
      {skipped > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('negation.rules.previewSkipped', {
            protected: preview.skipped.protected,
            already: preview.skipped.alreadyNegated,
          })}
        />
      )}
      <Table<NegationCandidate>
        rowKey="uniqueSign"
        size="small"
        columns={columns}
        dataSource={preview.rows}
        pagination={{ pageSize: 10, size: 'small', total: preview.rows.length }}
        locale={{ emptyText: t('negation.rules.previewEmpty') }}
        scroll={scrollX(900, preview.rows.length)}
      />
    </div>
  );
}
