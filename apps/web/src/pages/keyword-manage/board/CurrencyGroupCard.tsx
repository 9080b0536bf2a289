import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import {
  METRICS,
  type BoardCurrencyGroup,
  type BoardHomeGroup,
  type BoardMetrics,
} from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EChart } from '@/components/EChart';
import { useFormatters } from '@/features/i18n';
import { useShowMetric } from '@/features/metrics';
import { useIsDark } from '@/features/theme';
import { trendOption } from './trend-option';

type Metric = keyof BoardMetrics;
const KPIS: Metric[] = ['cost', 'sales', 'orders', 'acos', 'cpc', 'cvr', 'impressions', 'clicks'];

function changeOf(metric: Metric, current: number | null, previous: number | null) {
  if (current === null || previous === null || current === previous) return null;
  // Percentages change in points: ACOS from 30 % to 33 % is "up 3.0 pts", not "up 10 %".
  const inPoints = METRICS[metric].kind === 'percent';
  if (!inPoints && previous === 0) return null;
  const change = inPoints ? current - previous : (current - previous) / Math.abs(previous);
  const good = METRICS[metric].lowerIsBetter ? change < 0 : change > 0;
  return { change, good, inPoints };
}

/**
 * One currency's shops, or all shops converted to the home currency (a `BoardHomeGroup`, titled as
 * converted). `provisionalFrom`: set when the range reaches days Amazon still attributes; changes say so.
 */
export function CurrencyGroupCard({
  group,
  provisionalFrom,
}: {
  group: BoardCurrencyGroup | BoardHomeGroup;
  provisionalFrom: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const dark = useIsDark();
  const currency = group.currencyCode;
  const showMetric = useShowMetric();
  const show = (metric: Metric, value: number | null) => showMetric(metric, value, currency);
  return (
    <Card
      title={
        'ratesAsOf' in group
          ? t('board.homeGroup', { currency, count: group.shopIds.length, asOf: group.ratesAsOf })
          : t('board.currencyGroup', { currency, count: group.shopIds.length })
      }
      className={'ratesAsOf' in group ? 'tw-board-group tw-board-group--home' : 'tw-board-group'}
    >
      <Row gutter={[12, 12]}>
        {KPIS.map((metric) => {
          const delta = changeOf(metric, group.current[metric], group.previous[metric]);
          const size = delta
            ? delta.inPoints
              ? t('board.change.points', { value: format.number(Math.abs(delta.change) * 100) })
              : format.percent(Math.abs(delta.change))
            : '';
          return (
            <Col key={metric} xs={12} sm={8} md={6} xl={3}>
              <Statistic title={t(`metric.${metric}`)} value={show(metric, group.current[metric])} />
              <div className="tw-board-kpi__change">
                {delta ? (
                  <span className={delta.good ? 'tw-board-good' : 'tw-board-bad'}>
                    {delta.change > 0 ? '▲' : '▼'}{' '}
                    {t(delta.change > 0 ? 'board.change.up' : 'board.change.down', { value: size })}
                    {provisionalFrom && ` ${t('board.change.provisional')}`}
                  </span>
                ) : (
                  <span>{t('board.change.flat')}</span>
                )}
                <Typography.Text type="secondary">
                  {' '}
                  · {t('board.previous', { value: show(metric, group.previous[metric]) })}
                </Typography.Text>
              </div>
            </Col>
          );
        })}
      </Row>
      <Typography.Title level={2} className="tw-board-subtitle">
        {t('board.trend')}
      </Typography.Title>
      <EChart
        height={280}
        dark={dark}
        label={t('board.trendLabel', { currency })}
        option={trendOption(group.trend, provisionalFrom, {
          cost: t('metric.cost'),
          sales: t('metric.sales'),
          acos: t('metric.acos'),
          negated: (count) => t('board.negationsMark', { count }),
          money: (value) => format.money(value, currency),
          percent: (fraction) => format.percent(fraction),
          provisional: t('board.provisionalMark'),
        })}
      />
      <Typography.Title level={2} className="tw-board-subtitle">
        {t('board.savings.title')}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, xl: 5 }}>
        <Descriptions.Item label={t('board.savings.saved')}>
          <strong>{format.money(group.savings.saved, currency)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('board.savings.terms')}>
          {format.count(group.savings.terms)}
        </Descriptions.Item>
        <Descriptions.Item label={t('board.savings.before')}>
          {format.money(group.savings.dailySpendBefore, currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('board.savings.after')}>
          {format.money(group.savings.dailySpendAfter, currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('board.savings.elsewhere')}>
          {format.money(group.savings.spendElsewhere, currency)}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" className="tw-board-method">
        {t('board.savings.method')}{' '}
        <Link to="/keyword-manage/negative-keywords">{t('board.savings.openLog')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
