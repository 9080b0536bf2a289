import { Alert, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { HarvestPreviewResponse, HarvestPreviewRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useMetricColumn } from '@/features/metrics';
import { scrollX } from '@/components/server-table';
import '../negation.css';

/** What a harvest rule would propose if it ran now: the term, where it sells, where its keyword would go. */
export function HarvestRulePreview({ preview }: { preview: HarvestPreviewResponse }) {
  const { t } = useTranslation();
  const metricColumn = useMetricColumn<HarvestPreviewRow>();
  const columns: TableColumnsType<HarvestPreviewRow> = [
    {
      title: t('harvest.column.searchTerm'),
      dataIndex: 'searchTerm',
      render: (term: string, row) => (
        <>
          <Typography.Text strong>{term}</Typography.Text> <Tag>{t(`harvest.kind.${row.kind}`)}</Tag>
        </>
      ),
    },
    { title: 'ASIN', dataIndex: 'asin', width: 120 },
    {
      title: t('harvest.column.foundIn'),
      key: 'source',
      ellipsis: true,
      render: (_, row) => [row.shopName, row.source.campaignName, row.source.adGroupName].join(' › '),
    },
    {
      title: t('harvest.column.goesTo'),
      key: 'destination',
      ellipsis: true,
      render: (_, row) =>
        `${row.destination.campaignName} › ${row.destination.adGroupName}` +
        (row.destination.toCreate ? ` (${t('harvest.willBeCreated')})` : ''),
    },
    metricColumn('orders', { figure: (row) => row.metrics.orders, width: 70 }),
    metricColumn('acos', { figure: (row) => row.metrics.acos, width: 80 }),
    {
      title: t('negation.rules.harvestPreview.what'),
      key: 'flag',
      width: 120,
      render: (_, row) => t(`negation.rules.harvestPreview.flag.${row.flag}`),
    },
  ];
  return (
    <div className="tw-rule-preview">
      {preview.heldBack && (
        <Alert type="warning" showIcon title={t(`negation.rules.harvestPreview.held.${preview.heldBack}`)} />
      )}
      <Table<HarvestPreviewRow>
        rowKey={(row) => `${row.shopId}|${row.asin}|${row.searchTerm}`}
        size="small"
        columns={columns}
        dataSource={preview.rows}
        pagination={{ pageSize: 10, size: 'small', total: preview.rows.length }}
        locale={{ emptyText: t('negation.rules.harvestPreview.empty') }}
        scroll={scrollX(900, preview.rows.length)}
      />
    </div>
  );
}
