import { useMemo, useState } from 'react';
import { Alert, Modal, Segmented, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/EChart';
import { useIsDark } from '@/features/theme';
import { comparisonOption, COMPARISON_PERIODS } from './comparison-option';
import { useDataComparison, type ComparisonType } from './use-data-comparison';

interface ComparisonModalProps {
  /** The negation to compare; null keeps the modal closed. */
  uniqueSign: string | null;
  searchTerm?: string;
  onClose(): void;
}

export function ComparisonModal({ uniqueSign, searchTerm, onClose }: ComparisonModalProps) {
  const { t } = useTranslation();
  const isDark = useIsDark();
  const [comparisonType, setComparisonType] = useState<ComparisonType>(2);
  const { data, isPending, isError } = useDataComparison(uniqueSign, comparisonType);

  const option = useMemo(
    () =>
      data &&
      comparisonOption(data, {
        periods: Object.fromEntries(
          COMPARISON_PERIODS.map((period) => [period, t(`negation.comparison.periods.${period}`)]),
        ) as Record<(typeof COMPARISON_PERIODS)[number], string>,
        clicks: t('negation.comparison.clicks'),
        orders: t('negation.comparison.orders'),
      }),
    [data, t],
  );

  return (
    <Modal
      open={uniqueSign !== null}
      title={
        searchTerm ? `${t('negation.comparison.title')} · ${searchTerm}` : t('negation.comparison.title')
      }
      width={680}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="tw-comparison__bar">
        <Segmented<ComparisonType>
          value={comparisonType}
          onChange={setComparisonType}
          options={[
            { value: 1, label: t('negation.comparison.evidence') },
            { value: 2, label: t('negation.comparison.since') },
          ]}
        />
        {data && (
          <Typography.Text type="secondary">
            {t('negation.comparison.endsOn', { date: data.endDate })}
          </Typography.Text>
        )}
      </div>
      {isError ? (
        <Alert type="error" showIcon title={t('negation.comparison.failed')} />
      ) : (
        <Spin spinning={isPending && uniqueSign !== null}>
          {option ? <EChart option={option} height={400} dark={isDark} /> : <div style={{ height: 400 }} />}
        </Spin>
      )}
    </Modal>
  );
}
