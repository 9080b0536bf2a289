import type { HarvestProofChart, HarvestProofDay } from '@termwise/contracts';
import type { EChartOption } from '@/components/EChart';

export interface ProofChartLabels {
  sourceSpend: string;
  sourceSales: string;
  keywordSpend: string;
  keywordSales: string;
  harvested: string;
  money(value: number): string;
}

/** Orange where the term was found, blue for the new keyword; spend the lighter, dashed line of each. */
const SOURCE_COLORS = { sales: '#fa8c16', cost: '#ffc069' };
const KEYWORD_COLORS = { sales: '#1677ff', cost: '#69b1ff' };
const HARVEST_COLOR = '#f5222d';

/**
 * Spend and sales a day, the term where it was found beside the new keyword, with the harvest day drawn as a
 * vertical line: sales moving from one to the other at that line is the proof. Spend and sales share one money
 * axis (orders would need a second, too crowded at phone width), and spend above sales reads as ACOS over 100 %.
 */
export function proofChartOption(data: HarvestProofChart, labels: ProofChartLabels): EChartOption {
  // Harvested today: no day reported since, yet the line still marks where the keyword begins.
  const dates = [
    ...new Set([...data.source, ...data.keyword].map((day) => day.date).concat(data.harvestedOn)),
  ];
  dates.sort();
  const line = (
    name: string,
    days: HarvestProofDay[],
    metric: 'cost' | 'sales',
    colors: typeof SOURCE_COLORS,
  ) => {
    const byDate = new Map(days.map((day) => [day.date, day[metric]]));
    return {
      name,
      type: 'line',
      showSymbol: false,
      color: colors[metric],
      lineStyle: { type: metric === 'cost' ? 'dashed' : 'solid', width: 2 },
      data: dates.map((date) => byDate.get(date) ?? null),
      tooltip: { valueFormatter: (value: number | null) => (value === null ? '—' : labels.money(value)) },
    };
  };
  const markLine = {
    symbol: 'none',
    data: [
      {
        xAxis: data.harvestedOn,
        lineStyle: { type: 'dashed', color: HARVEST_COLOR },
        // Along the line, so a harvest on the last day does not run past the right edge.
        label: { position: 'insideEndTop', formatter: labels.harvested, color: HARVEST_COLOR },
      },
    ],
  };
  const series = [
    { ...line(labels.sourceSales, data.source, 'sales', SOURCE_COLORS), markLine },
    line(labels.sourceSpend, data.source, 'cost', SOURCE_COLORS),
    line(labels.keywordSales, data.keyword, 'sales', KEYWORD_COLORS),
    line(labels.keywordSpend, data.keyword, 'cost', KEYWORD_COLORS),
  ];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, itemWidth: 18 },
    grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dates, axisLabel: { formatter: (date: string) => date.slice(5) } },
    yAxis: { type: 'value', axisLabel: { formatter: labels.money } },
    series,
  };
}
