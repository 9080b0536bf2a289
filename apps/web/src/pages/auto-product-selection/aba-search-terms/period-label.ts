import type { TFunction } from 'i18next';

/** A loaded period as the seller names it: a week by its days, a month by its month. */
export function periodLabel(
  t: TFunction,
  period: { reportPeriod: string; startDate: string; endDate: string },
) {
  return period.reportPeriod === 'MONTH'
    ? t('aba.month', { month: period.startDate.slice(0, 7) })
    : t('aba.week', { start: period.startDate, end: period.endDate });
}
