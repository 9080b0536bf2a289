import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HarvestProofChart, HarvestRow } from '@termwise/contracts';
import { i18n } from '@/features/i18n/i18n';
import { fetchHarvestProofChart } from '@/service/api/harvest';
import { sellingTermMetrics } from './harvest.fixtures';
import { ProofModal } from './ProofModal';

vi.mock('@/service/api/harvest', () => ({ fetchHarvestProofChart: vi.fn() }));
// The option ECharts would draw, as text: jsdom has no canvas.
vi.mock('@/components/EChart', () => ({
  EChart: ({ option }: { option: ChartOption }) => (
    <div data-testid="chart">
      <span>{option.xAxis.data.join(',')}</span>
      {option.series.map((series) => (
        <span key={series.name}>{`${series.name}:${series.data.join(',')}`}</span>
      ))}
      <span>{`mark:${option.series[0]!.markLine.data[0]!.xAxis}`}</span>
      <span>{`axis:${option.yAxis.axisLabel.formatter(1234.5)}`}</span>
    </div>
  ),
}));

interface ChartOption {
  xAxis: { data: string[] };
  yAxis: { axisLabel: { formatter(value: number): string } };
  series: { name: string; data: (number | null)[]; markLine: { data: { xAxis: string }[] } }[];
}

const day = (date: string, cost: number, sales: number) => ({ date, cost, sales, orders: 0, clicks: 1 });

const harvestedToday: HarvestRow = {
  id: 'h2',
  shopId: 'shop-1',
  shopName: 'Brightwood DE',
  currency: 'EUR',
  asin: 'B0SOCKS001',
  sku: 'SOCK-1',
  searchTerm: 'wool socks women',
  kind: 'keyword',
  source: { campaignId: 'c1', campaignName: 'Socks | Auto', adGroupId: 'g1', adGroupName: 'Auto - all' },
  destination: {
    campaignId: 'c2',
    campaignName: 'Socks | Exact',
    adGroupId: 'g2',
    adGroupName: 'Exact',
    toCreate: false,
  },
  metrics: sellingTermMetrics,
  lookbackDays: 2,
  bid: 0.68,
  bidSource: 'costPerClick',
  suggestedBid: null,
  status: 'applied',
  failure: null,
  keywordId: 'k1',
  negationId: 'n1',
  proof: { harvestedOn: '2026-11-29', before: sellingTermMetrics, since: sellingTermMetrics, daysSince: 0 },
  createdAt: '2026-11-28T08:00:00.000Z',
};

function renderProof() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <ProofModal row={harvestedToday} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchHarvestProofChart).mockReset();
});

describe('harvest proof chart', () => {
  it('harvested today: the days before at the source, and the harvest day marked where the keyword begins', async () => {
    const chart: HarvestProofChart = {
      harvestedOn: '2026-11-29',
      currency: 'EUR',
      source: [day('2026-11-27', 3, 20), day('2026-11-28', 4.5, 0)],
      keyword: [],
    };
    vi.mocked(fetchHarvestProofChart).mockResolvedValue(chart);
    renderProof();
    await screen.findByTestId('chart');
    expect(fetchHarvestProofChart).toHaveBeenCalledWith('h2');
    expect(screen.getByText('2026-11-27,2026-11-28,2026-11-29')).toBeTruthy();
    expect(screen.getByText('Sales where found:20,0,')).toBeTruthy();
    expect(screen.getByText('New keyword spend:,,')).toBeTruthy();
    expect(screen.getByText('mark:2026-11-29')).toBeTruthy();
    expect(screen.getByText(/axis:€1,234\.50/)).toBeTruthy();
    // The table stays as it was, above the chart.
    expect(screen.getByText('Harvested today: Amazon reports the first day tomorrow.')).toBeTruthy();
  });

  it('says so when the days cannot be fetched, the table still there', async () => {
    vi.mocked(fetchHarvestProofChart).mockRejectedValue(new Error('offline'));
    renderProof();
    await screen.findByText('failed to get the daily figures, try later');
    expect(screen.getByText('Before (where found, 2 days)')).toBeTruthy();
  });
});
