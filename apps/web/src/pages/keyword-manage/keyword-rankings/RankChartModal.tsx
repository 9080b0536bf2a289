import { useMemo } from 'react';
import { Modal, Skeleton } from 'antd';
import type { RankHistoryResponse, RankedKeyword } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { EChart, type EChartOption } from '@/components/EChart';
import { useIsDark } from '@/features/theme';
import { useRankHistory } from './use-ranks';

type EventKind = RankHistoryResponse['events'][number]['kind'];
type Texts = { organic: string; sponsored: string; event: (kind: EventKind, detail: string) => string };

const EVENT_COLOURS: Record<EventKind, string> = {
  negated: '#f5222d',
  paused: '#fa8c16',
  resumed: '#52c41a',
};

/** Ranks over the days, rank 1 at the top; the days the keyword was negated, paused or resumed are marked. */
function rankChartOption(history: RankHistoryResponse, texts: Texts): EChartOption {
  const dates = history.days.map((day) => day.date);
  const marks = history.events
    .filter((event) => dates.includes(event.date))
    .map((event) => ({
      xAxis: event.date,
      name: texts.event(event.kind, event.detail),
      label: { formatter: texts.event(event.kind, event.detail) },
      lineStyle: { color: EVENT_COLOURS[event.kind] },
    }));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 80 },
    dataZoom: [{ type: 'slider', bottom: 8 }],
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', inverse: true, min: 1, name: '#' },
    series: [
      {
        name: texts.organic,
        type: 'line',
        connectNulls: false,
        data: history.days.map((day) => day.organicRank),
        markLine: marks.length ? { symbol: 'none', data: marks, label: { show: false } } : undefined,
      },
      {
        name: texts.sponsored,
        type: 'line',
        connectNulls: false,
        data: history.days.map((day) => day.sponsoredRank),
      },
    ],
  };
}

export function RankChartModal({ keyword, onClose }: { keyword: RankedKeyword | null; onClose(): void }) {
  const { t } = useTranslation();
  const isDark = useIsDark();
  const { data } = useRankHistory(keyword?.id ?? null);
  const option = useMemo(
    () =>
      data
        ? rankChartOption(data, {
            organic: t('keywordRank.chart.organic'),
            sponsored: t('keywordRank.chart.sponsored'),
            event: (kind, detail) => t(`keywordRank.chart.${kind}`, { detail }),
          })
        : null,
    [data, t],
  );
  return (
    <Modal
      open={keyword !== null}
      onCancel={onClose}
      footer={null}
      width={900}
      title={keyword ? t('keywordRank.chart.title', { keyword: keyword.keyword, asin: keyword.asin }) : ''}
    >
      {option && keyword ? (
        <EChart
          className="tw-rank-chart"
          option={option}
          height={360}
          dark={isDark}
          label={t('keywordRank.chart.label', { keyword: keyword.keyword })}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
