import { useMemo } from 'react';
import { Alert, Modal, Spin, Table, Typography } from 'antd';
import type { HarvestMetrics, HarvestRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/EChart';
import { useHarvestProofChart } from '@/features/harvest';
import { useFormatters } from '@/features/i18n';
import { useIsDark } from '@/features/theme';
import { proofChartOption } from './proof-chart-option';

type ProofMetric = 'spend' | 'sales' | 'orders' | 'acos' | 'clicks';
const METRICS: ProofMetric[] = ['spend', 'sales', 'orders', 'acos', 'clicks'];
const CHART_HEIGHT = 280;

/** The proof day by day, loaded when the dialog opens: the source's days before the harvest, the keyword's since. */
function ProofChart({ row }: { row: HarvestRow }) {
  const { t } = useTranslation();
  const isDark = useIsDark();
  const format = useFormatters();
  const { data, isPending, isError } = useHarvestProofChart(row.id);
  const option = useMemo(
    () =>
      data &&
      proofChartOption(data, {
        sourceSpend: t('harvest.proof.chart.sourceSpend'),
        sourceSales: t('harvest.proof.chart.sourceSales'),
        keywordSpend: t('harvest.proof.chart.keywordSpend'),
        keywordSales: t('harvest.proof.chart.keywordSales'),
        harvested: t('harvest.proof.chart.harvested'),
        money: (value) => format.money(value, data.currency),
      }),
    [data, t, format],
  );
  if (isError) return <Alert type="error" showIcon title={t('harvest.proof.chart.failed')} />;
  return (
    <Spin spinning={isPending}>
      {option ? (
        <EChart option={option} height={CHART_HEIGHT} dark={isDark} label={t('harvest.proof.chart.label')} />
      ) : (
        <div style={{ height: CHART_HEIGHT }} />
      )}
    </Spin>
  );
}

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
          <ProofChart row={row} />
        </>
      )}
    </Modal>
  );
}
