import { useMemo, useState } from 'react';
import { Alert, Modal, Segmented, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/EChart';
import { useIsDark } from '@/features/theme';
import { useFormatters } from '@/features/i18n';
import { comparisonOption, COMPARISON_PERIODS } from './comparison-option';
import { useDataComparison, type ComparisonType } from './use-data-comparison';
import '../negation.css';

interface ComparisonModalProps {
  /** The negation to compare; null keeps the modal closed. */
  uniqueSign: string | null;
  searchTerm?: string;
  onClose(): void;
  /** Once the modal has closed and handed focus back. */
  afterClose?(): void;
}

export function ComparisonModal({ uniqueSign, searchTerm, onClose, afterClose }: ComparisonModalProps) {
  const { t } = useTranslation();
  const isDark = useIsDark();
  const [comparisonType, setComparisonType] = useState<ComparisonType>(2);
  const { data, isPending, isError } = useDataComparison(uniqueSign, comparisonType);
  const format = useFormatters();

  const option = useMemo(
    () =>
      data &&
      comparisonOption(data, {
        periods: Object.fromEntries(
          COMPARISON_PERIODS.map((period) => [period, t(`negation.comparison.periods.${period}`)]),
        ) as Record<(typeof COMPARISON_PERIODS)[number], string>,
        clicks: t('negation.comparison.clicks'),
        orders: t('negation.comparison.orders'),
        spend: t('negation.comparison.spend'),
        sales: t('negation.comparison.sales'),
        notYet: t('negation.comparison.notYet'),
        partial: t('negation.comparison.partial'),
        money: (value: number) => format.money(value, data.currencyCode),
      }),
    [data, t, format],
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
      afterClose={afterClose}
      destroyOnHidden
    >
      <div className="tw-comparison__bar">
        <Segmented<ComparisonType>
          aria-label={t('negation.comparison.window')}
          value={comparisonType}
          onChange={setComparisonType}
          options={[
            { value: 1, label: t('negation.comparison.evidence') },
            { value: 2, label: t('negation.comparison.since') },
          ]}
        />
        {data && (
          <Typography.Text type="secondary">
            {data.negatedOn && t('negation.comparison.negatedOn', { date: data.negatedOn })}{' '}
            {t(comparisonType === 2 ? 'negation.comparison.sinceRange' : 'negation.comparison.endsOn', {
              date: data.endDate,
            })}
          </Typography.Text>
        )}
      </div>
      {isError ? (
        <Alert type="error" showIcon title={t('negation.comparison.failed')} />
      ) : (
        <Spin spinning={isPending && uniqueSign !== null}>
          {option ? (
            <EChart
              option={option}
              height={400}
              dark={isDark}
              label={
                searchTerm
                  ? `${t('negation.comparison.title')} · ${searchTerm}`
                  : t('negation.comparison.title')
              }
            />
          ) : (
            <div style={{ height: 400 }} />
          )}
        </Spin>
      )}
      {data?.saving && !isError && (
        <Alert
          type="success"
          showIcon
          title={t('negation.comparison.saving', {
            saved: format.money(data.saving.saved, data.currencyCode),
            perDay: format.money(data.saving.spendPerDayBefore, data.currencyCode),
            days: data.saving.daysSince,
            expected: format.money(data.saving.expectedSpend, data.currencyCode),
            actual: format.money(data.saving.actualSpend, data.currencyCode),
          })}
          description={t('negation.comparison.elsewhere', {
            elsewhere: format.money(data.saving.spendElsewhere, data.currencyCode),
          })}
        />
      )}
    </Modal>
  );
}
