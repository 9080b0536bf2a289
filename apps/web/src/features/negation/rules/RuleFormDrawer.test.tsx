import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { wrapper } from '@/test/providers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backtestRule, previewRule, saveRule } from '@/service/api/negation';
import { previewHarvestRule } from '@/service/api/harvest';
import { RuleFormDrawer } from './RuleFormDrawer';

vi.mock('@/service/api/negation', () => ({
  saveRule: vi.fn(),
  previewRule: vi.fn(),
  backtestRule: vi.fn(),
  fetchRules: async () => ({ rows: [], total: 0 }),
}));
vi.mock('@/service/api/harvest', () => ({ previewHarvestRule: vi.fn() }));
vi.mock('@/service/api/shop', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchShopList: async () => ({ accounts: [], amazonMode: 'sandbox' }),
}));

afterEach(cleanup);

describe('rule form', () => {
  it('refuses to save a rule without a name, before any call', async () => {
    render(<RuleFormDrawer rule="new" readOnly={false} onClose={vi.fn()} />, { wrapper });
    fireEvent.click(await screen.findByText('保 存'));
    // Validation runs asynchronously; on a loaded two-core machine it may take longer than the default 1 s.
    expect(await screen.findByText('不能为空', {}, { timeout: 30_000 })).toBeTruthy();
    expect(saveRule).not.toHaveBeenCalled();
  }, 40_000);

  it('saves the starting rule once it has a name, ratios and all as the server expects', async () => {
    vi.mocked(saveRule).mockResolvedValue({} as never);
    const onClose = vi.fn();
    render(<RuleFormDrawer rule="new" readOnly={false} onClose={onClose} />, { wrapper });
    fireEvent.change(await screen.findByLabelText('规则名称'), {
      target: { value: 'Clicks without orders' },
    });
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saveRule).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Clicks without orders',
        conditions: [
          { metric: 'clicks', operator: '>=', value: 20 },
          { metric: 'orders', operator: '=', value: 0 },
        ],
        lookbackDays: 30,
        flag: 2,
        acosTarget: null,
      }),
    );
  }, 15_000);

  it("backtests the draft over 90 days and states each shop's figures in its currency", async () => {
    vi.mocked(backtestRule).mockResolvedValue({
      startDate: '2026-08-31',
      endDate: '2026-11-28',
      shops: [
        {
          shopId: 's1',
          shopName: 'Northpeak US',
          currencyCode: 'USD',
          termsNegated: 412,
          spendSaved: 1830,
          ordersLost: 9,
          salesLost: 214,
        },
      ],
      rows: [],
      total: 412,
    });
    render(<RuleFormDrawer rule="new" readOnly={false} onClose={vi.fn()} />, { wrapper });
    fireEvent.change(await screen.findByLabelText('规则名称'), { target: { value: 'Fixed count' } });
    fireEvent.click(screen.getByText('回 测'));
    expect(
      await screen.findByText(
        'Northpeak US：若过去 90 天按此运行，会否定 412 个词，节省 US$1,830.00，9 个订单 / US$214.00 销售额有风险',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(backtestRule).toHaveBeenCalledWith(
      expect.objectContaining({ days: 90, rule: expect.objectContaining({ name: 'Fixed count' }) }),
    );
  }, 40_000);

  it('a harvest rule starts from selling terms, previews what it would harvest and has no backtest', async () => {
    vi.mocked(previewHarvestRule).mockResolvedValue({
      rows: [
        {
          shopId: 's1',
          shopName: 'Northpeak US',
          currency: 'USD',
          asin: 'B0ABCDEFGH',
          searchTerm: 'thick yoga mat',
          kind: 'keyword',
          source: { campaignId: 'c1', campaignName: 'Auto', adGroupId: 'a1', adGroupName: 'Auto' },
          destination: {
            campaignId: 'c2',
            campaignName: 'Manual',
            adGroupId: 'a2',
            adGroupName: 'Exact',
            toCreate: false,
          },
          metrics: {
            impressions: 900,
            clicks: 20,
            cost: 6,
            orders: 3,
            sales: 30,
            acos: 0.2,
            cvr: 0.15,
            cpc: 0.3,
          },
          flag: 2,
        },
      ],
      total: 1,
      heldBack: 'trialRun',
    });
    render(<RuleFormDrawer rule="new" readOnly={false} onClose={vi.fn()} />, { wrapper });
    fireEvent.change(await screen.findByLabelText('规则名称'), { target: { value: 'Harvest sellers' } });
    fireEvent.click(screen.getByText('收割出单的搜索词'));
    await waitFor(() => expect(screen.queryByText('回 测')).toBeNull());
    fireEvent.click(screen.getByText('试运行'));
    expect(await screen.findByText('thick yoga mat', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('提交人工确认')).toBeTruthy();
    expect(previewRule).not.toHaveBeenCalled();
    expect(previewHarvestRule).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'harvest',
        attributionDays: 7,
        lookbackDays: 60,
        conditions: [
          { metric: 'orders', operator: '>=', value: 2 },
          { metric: 'acos', operator: '<=', value: 0.3 },
        ],
      }),
    );
  }, 40_000);
});
