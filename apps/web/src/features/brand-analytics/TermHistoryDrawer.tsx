import { Drawer, Empty } from 'antd';
import type { AbaPeriod } from '@termwise/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type EChartOption } from '@/components/EChart';
import { useIsDark } from '@/features/theme';
import { useAbaTermHistory } from './use-aba';

/** One term's rank in each loaded week or month; rank 1 at the top of the chart. */
export function TermHistoryDrawer({
  marketplaceId,
  reportPeriod,
  searchTerm,
  onClose,
}: {
  marketplaceId: string;
  reportPeriod: AbaPeriod;
  searchTerm: string | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const dark = useIsDark();
  const { data } = useAbaTermHistory(marketplaceId, reportPeriod, searchTerm);
  const points = useMemo(() => data?.points ?? [], [data]);
  const option = useMemo<EChartOption>(
    () => ({
      grid: { left: 64, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((point) => point.startDate) },
      yAxis: {
        type: 'value',
        inverse: true,
        min: 1,
        // A term at one rank all along would otherwise get an axis around it, from rank 0.5.
        max: ({ max }: { max: number }) => Math.max(max, 2),
        minInterval: 1,
        name: t('aba.history.rank'),
      },
      series: [
        {
          type: 'line',
          name: t('aba.history.rank'),
          data: points.map((point) => point.rank),
          connectNulls: false,
          // Filled and large enough to see at the chart's edge: one loaded week is one point.
          symbol: 'circle',
          symbolSize: 7,
        },
      ],
    }),
    [points, t],
  );
  return (
    <Drawer
      open={searchTerm !== undefined}
      onClose={onClose}
      title={t('aba.history.title', { term: searchTerm ?? '' })}
      size="large"
      destroyOnHidden
    >
      {points.length ? (
        <EChart
          height={320}
          dark={dark}
          label={t('aba.history.label', { term: searchTerm ?? '' })}
          option={option}
        />
      ) : (
        <Empty description={t('aba.history.empty')} />
      )}
    </Drawer>
  );
}
