import './brand-analytics.css';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';

/** Ranks climbed (positive) or lost since an earlier period, in words a screen reader says too. */
export function RankChange({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (value === null) return <Typography.Text type="secondary">{t('aba.notRanked')}</Typography.Text>;
  if (value === 0) return <Typography.Text type="secondary">{t('aba.flat')}</Typography.Text>;
  const count = format.count(Math.abs(value));
  return value > 0 ? (
    <span className="tw-aba-up">▲ {t('aba.up', { value: count })}</span>
  ) : (
    <span className="tw-aba-down">▼ {t('aba.down', { value: count })}</span>
  );
}
