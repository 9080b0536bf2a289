import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { wrapper } from '@/test/providers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDataComparison, fetchKeywordLog } from '@/service/api/negation';
import { KeywordLogModal, useKeywordLogModal } from '.';

vi.mock('@/service/api/negation', () => ({ fetchKeywordLog: vi.fn(), fetchDataComparison: vi.fn() }));
vi.mock('@/service/api/shop', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchShopList: async () => ({ accounts: [], amazonMode: 'sandbox' }),
}));
vi.mock('@/components/EChart', () => ({
  EChart: ({ option }: { option: { series: { name: string; data: number[] }[] } }) => (
    <div data-testid="chart">
      {option.series.map((series) => `${series.name}:${series.data.join(',')}`).join(' ')}
    </div>
  ),
}));

const params = {
  imgUrl: '',
  asin: 'B0TEST0001',
  skuTitle: 'Wool socks',
  flag: 1 as const,
  endDate: '2026-11-20',
};

afterEach(() => {
  act(() => useKeywordLogModal.getState().close());
  cleanup();
});

beforeEach(() => {
  vi.mocked(fetchKeywordLog).mockReset();
  vi.mocked(fetchDataComparison).mockReset();
});

describe('keyword log modal', () => {
  it('says the data could not be fetched when the log call fails', async () => {
    vi.mocked(fetchKeywordLog).mockRejectedValue(new Error('boom'));
    render(<KeywordLogModal />, { wrapper });
    act(() => useKeywordLogModal.getState().open(params));
    expect(await screen.findByText('获取数据失败，请稍后再试')).toBeTruthy();
    expect(fetchKeywordLog).toHaveBeenCalledWith(
      { asin: 'B0TEST0001', flag: 1, endDate: '2026-11-20' },
      { silent: true },
    );
  }, 15_000);

  it('lists the last 30 days per term and opens the data comparison of one', async () => {
    vi.mocked(fetchKeywordLog).mockResolvedValue([
      {
        id: 'k1',
        startDate: '2026-10-01',
        endDate: '2026-10-30',
        clicks: 1234,
        impressions: 56789,
        costPerClick: 0.8,
        cost: 987.6,
        purchases1d: 0,
        purchases7d: 0,
        searchTerm: 'free socks',
        uniqueSign: 'sign-1',
        matchType: 'NEGATIVE_EXACT',
        level: 'adGroup',
        status: 'applied',
        campaignName: 'Auto',
        adGroupName: 'Auto',
        confidence: {
          reachProbability: 0.009,
          clicks: 60,
          orders: 2,
          cpc: 0.8,
          productCvr: 0.095,
          averageOrderValue: 22,
          breakEvenCvr: 0.1212,
          acosTarget: 0.3,
          priorClicks: 20,
          baseline: 'product',
        },
      },
    ]);
    const period = (clicks: number, purchases1d: number, available = true) => ({
      clicks,
      purchases1d,
      spend: clicks / 2,
      sales1d: purchases1d * 20,
      available,
      partial: false,
      startDate: '2026-10-01',
      endDate: available ? '2026-11-21' : null,
    });
    vi.mocked(fetchDataComparison).mockResolvedValue({
      last7: period(1, 0),
      last30: period(9, 0),
      last65: period(0, 0, false),
      all: period(30, 1),
      endDate: '2026-11-21',
      negatedOn: '2026-09-30',
      currencyCode: 'USD',
      saving: {
        daysSince: 52,
        spendPerDayBefore: 1,
        expectedSpend: 52,
        actualSpend: 15,
        saved: 37,
        spendElsewhere: 4,
      },
    });
    render(<KeywordLogModal />, { wrapper });
    act(() => useKeywordLogModal.getState().open(params));
    expect(await screen.findByText('free socks')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('987.60')).toBeTruthy();
    expect(screen.getByText('近 30 天表现')).toBeTruthy();
    // A probability rule's term says its chance and the numbers behind it.
    expect(
      screen.getByText(
        /0\.90% 的机会达到 ACOS 30\.00%：60 次点击、2 单；商品转化率 9\.50%，盈亏平衡 12\.12%/,
      ),
    ).toBeTruthy();

    // By text, not role: jsdom computes styles slowly and antd injects many.
    fireEvent.click(screen.getByText('数据对比'));
    expect((await screen.findByTestId('chart')).textContent).toBe(
      '点击量:1,9,,30 订单:0,0,,1 花费:0.5,4.5,,15 销售额:0,0,,20',
    );
    expect(await screen.findByText(/已节省 \S*37\.00/)).toBeTruthy();
    expect(fetchDataComparison).toHaveBeenCalledWith({ uniqueSign: 'sign-1', comparisonType: 2 });
  }, 15_000);
});
