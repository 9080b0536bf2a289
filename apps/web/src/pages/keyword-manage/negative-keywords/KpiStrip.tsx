import { Card, Col, Row, Statistic } from 'antd';
import type { NegLogKpiResponse } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';

interface KpiStripProps {
  kpi?: NegLogKpiResponse;
  loading: boolean;
  /** Currencies of the shops the filter covers: nothing wasted still reads as money in them. */
  currencies: string[];
}

export function KpiStrip({ kpi, loading, currencies }: KpiStripProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const amounts = kpi?.wastedSpend.length
    ? kpi.wastedSpend
    : currencies.map((currencyCode) => ({ amount: 0, currencyCode }));
  // One amount per currency, side by side: a plus sign between them would read as a sum across currencies.
  const wasted = amounts.length
    ? amounts.map(({ amount, currencyCode }) => format.money(amount, currencyCode)).join(' · ')
    : format.number(0);
  // A KPI call that failed shows no figure rather than a zero the seller could believe.
  const shown = (figure: (kpi: NegLogKpiResponse) => string) => (kpi ? figure(kpi) : '—');
  return (
    <Row gutter={[16, 16]} className="tw-neg-kpi">
      <Col xs={24} sm={8}>
        <Card size="small" loading={loading}>
          <Statistic
            title={t('negation.page.kpi.negated')}
            value={shown((kpi) => format.count(kpi.negatedCount))}
          />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card size="small" loading={loading}>
          <Statistic title={t('negation.page.kpi.wasted')} value={shown(() => wasted)} />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card size="small" loading={loading}>
          <Statistic
            title={t('negation.page.kpi.pending')}
            value={shown((kpi) => format.count(kpi.pendingCount))}
            suffix={
              kpi?.failedCount ? (
                <span className="tw-neg-kpi__failed">
                  · {t('negation.page.kpi.failed')} {kpi.failedCount}
                </span>
              ) : null
            }
          />
        </Card>
      </Col>
    </Row>
  );
}
