import { Alert, Modal, Table, Typography } from 'antd';
import type { HarvestMetrics, HarvestRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';

type ProofMetric = 'spend' | 'sales' | 'orders' | 'acos' | 'clicks';
const METRICS: ProofMetric[] = ['spend', 'sales', 'orders', 'acos', 'clicks'];

/** Whether the harvest paid: the term where it was found before, beside the new keyword since it went live. */
export function ProofModal({ row, onClose }: { row: HarvestRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const proof = row?.proof;
  const value = (metrics: HarvestMetrics, metric: ProofMetric) => {
    if (metric === 'spend') return format.money(metrics.cost, row!.currency);
    if (metric === 'sales') return format.money(metrics.sales, row!.currency);
    if (metric === 'acos') return format.percent(metrics.acos);
    return format.count(metrics[metric]);
  };
  return (
    <Modal
      open={Boolean(proof)}
      title={row && t('harvest.proof.title', { term: row.searchTerm })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && proof && (
        <>
          <Typography.Paragraph>
            {t('harvest.proof.harvestedOn', { date: proof.harvestedOn, count: proof.daysSince })}
          </Typography.Paragraph>
          {proof.daysSince === 0 && (
            <Alert
              className="tw-harvest-proof-note"
              type="info"
              showIcon
              title={t('harvest.proof.firstDayTomorrow')}
            />
          )}
          <Table
            size="small"
            rowKey="metric"
            pagination={false}
            dataSource={METRICS.map((metric) => ({
              metric,
              before: value(proof.before, metric),
              since: value(proof.since, metric),
            }))}
            columns={[
              {
                title: t('harvest.proof.metric'),
                dataIndex: 'metric',
                render: (metric: ProofMetric) => t(`harvest.proof.${metric}`),
              },
              {
                title: t('harvest.proof.before', { count: row.lookbackDays }),
                dataIndex: 'before',
                align: 'right',
              },
              {
                title: t('harvest.proof.since', { count: proof.daysSince }),
                dataIndex: 'since',
                align: 'right',
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
