import { useMemo, useState } from 'react';
import { Button, Card, Empty, Result } from 'antd';
import type { KeywordToSearchTermRequest } from '@termwise/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { controlChartOption, SearchTermsDrawer, type AdChartTarget } from '@/features/negation';
import { EChart } from '@/components/EChart';
import { useFormatters } from '@/features/i18n';
import { useIsDark } from '@/features/theme';
import { subjectsOf } from './chart-subjects';
import { ChartToolbar, type ChartSettings } from './ChartToolbar';
import { useControlChart } from './use-control-chart';
import './ad-chart-detail.css';
import { todayInUsWest } from '@/utils/format';

const HOME = '/keyword-manage/negative-keywords';

/** A negation's chart shows 30 days before it and up to 30 after; anything else the last 60 days. */
function defaultRange(negatedOn: string | null | undefined) {
  const today = dayjs(todayInUsWest());
  if (!negatedOn)
    return { startDate: today.subtract(59, 'day').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') };
  const negated = dayjs(negatedOn);
  const after = negated.add(30, 'day');
  return {
    startDate: negated.subtract(30, 'day').format('YYYY-MM-DD'),
    endDate: (after.isAfter(today) ? today : after).format('YYYY-MM-DD'),
  };
}

export default function AdChartDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = useLocation().state as AdChartTarget | null;
  if (!target?.shopId) {
    return (
      <Card>
        <Result
          status="info"
          title={t('negation.chart.title')}
          subTitle={t('negation.chart.missing')}
          extra={<Button onClick={() => navigate(HOME)}>{t('negation.chart.back')}</Button>}
        />
      </Card>
    );
  }
  return <AdChart target={target} />;
}

function AdChart({ target }: { target: AdChartTarget }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isDark = useIsDark();
  const subjects = useMemo(() => subjectsOf(target), [target]);
  const [settings, setSettings] = useState<ChartSettings>(() => ({
    subject: subjects[0]!,
    ...defaultRange(target.negatedOn),
    left: ['clicks', 'orders'],
    right: ['cost', 'acos'],
  }));
  const [matchedTerms, setMatchedTerms] = useState<KeywordToSearchTermRequest | null>(null);
  const metrics = [...new Set([...settings.left, ...settings.right])];
  const request =
    settings.subject.id && metrics.length
      ? {
          shopId: target.shopId,
          level: settings.subject.level,
          id: settings.subject.id,
          ...(settings.subject.adGroupId && { adGroupId: settings.subject.adGroupId }),
          startDate: settings.startDate,
          endDate: settings.endDate,
          metrics,
        }
      : null;
  const chart = useControlChart(request);
  // Kept data of the previous subject must not stand in for a keyword whose id is still missing.
  const data = request ? chart.data : undefined;
  const { isFetching, isError } = chart;

  const option = useMemo(
    () =>
      data &&
      controlChartOption(
        data,
        { left: settings.left, right: settings.right },
        {
          metric: (metric) => t(`negation.metric.${metric}`),
          negated: (term) => t('negation.chart.negated', { term }),
          reverted: (term) => t('negation.chart.reverted', { term }),
        },
        {
          count: format.count,
          money: (value) => format.money(value, data.currencyCode),
          percent: (value) => format.percent(value),
        },
      ),
    // `format` is rebuilt every render; the language it depends on is covered by `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, settings.left, settings.right, t],
  );

  const openMatchedTerms = () => {
    const { level, id } = settings.subject;
    if (!id) return;
    const base = { shopId: target.shopId, startDate: settings.startDate, endDate: settings.endDate };
    setMatchedTerms(level === 'keyword' ? { ...base, keywordId: id } : { ...base, targetId: id });
  };

  return (
    <Card title={`${t('negation.chart.title')} · ${target.label}`} loading={false}>
      <ChartToolbar
        subjects={subjects}
        settings={settings}
        onChange={setSettings}
        onMatchedTerms={openMatchedTerms}
      />
      {isError ? (
        <Result status="warning" subTitle={t('negation.chart.failed')} />
      ) : option ? (
        <EChart
          option={option}
          height={460}
          dark={isDark}
          label={`${t('negation.chart.title')} · ${target.label}`}
          className={isFetching ? 'tw-chart is-loading' : 'tw-chart'}
        />
      ) : (
        <Empty className="tw-chart__empty" description={t('negation.chart.enterId')} />
      )}
      <SearchTermsDrawer
        request={matchedTerms}
        title={settings.subject.label || settings.subject.id}
        currencyCode={target.currencyCode}
        onClose={() => setMatchedTerms(null)}
      />
    </Card>
  );
}
