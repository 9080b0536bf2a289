import { Card, Col, Row, Statistic } from 'antd';
import type { NegLogKpiResponse } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';

export function KpiStrip({ kpi, loading }: { kpi?: NegLogKpiResponse; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const wasted = kpi?.wastedSpend.length
    ? kpi.wastedSpend.map(({ amount, currencyCode }) => format.money(amount, currencyCode)).join(' + ')
    : format.number(0);
  return (
    <Row gutter={[16, 16]} className="tw-neg-kpi">
      <Col xs={24} sm={8}>
        <Card size="small" loading={loading}>
          <Statistic title={t('negation.page.kpi.negated')} value={format.count(kpi?.negatedCount ?? 0)} />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card size="small" loading={loading}>
          <Statistic title={t('negation.page.kpi.wasted')} value={wasted} />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card size="small" loading={loading}>
          <Statistic
            title={t('negation.page.kpi.pending')}
            value={format.count(kpi?.pendingCount ?? 0)}
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
