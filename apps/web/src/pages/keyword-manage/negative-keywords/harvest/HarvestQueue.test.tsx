import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HarvestRow } from '@termwise/contracts';
import { MemoryRouter } from 'react-router';
import { FeedbackProvider } from '@/features/feedback';
import { i18n } from '@/features/i18n/i18n';
import { fetchHarvestDestinations, fetchHarvests, handleHarvests } from '@/service/api/harvest';
import { sellingTermMetrics } from './harvest.fixtures';
import { HarvestQueue } from './HarvestQueue';

vi.mock('@/service/api/harvest', () => ({
  fetchHarvests: vi.fn(),
  handleHarvests: vi.fn(),
  fetchHarvestDestinations: vi.fn(),
  fetchHarvestProofChart: vi.fn().mockResolvedValue({
    harvestedOn: '2026-11-29',
    currency: 'USD',
    source: [],
    keyword: [],
  }),
}));
// No shops: the queue's shop filter is not what these tests look at.
vi.mock('@/service/api/shop', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/service/api/shop')>()),
  fetchShopList: vi.fn().mockResolvedValue({ accounts: [], mainShopId: null }),
}));

const pending: HarvestRow = {
  id: 'h1',
  shopId: 'shop-1',
  shopName: 'Brightwood US',
  currency: 'USD',
  asin: 'B0SOCKS001',
  sku: 'SOCK-1',
  searchTerm: 'merino hiking socks',
  kind: 'keyword',
  source: { campaignId: 'c1', campaignName: 'Socks | Auto', adGroupId: 'g1', adGroupName: 'Auto - all' },
  destination: {
    campaignId: null,
    campaignName: 'Termwise harvest - SOCK-1 - exact',
    adGroupId: null,
    adGroupName: 'exact',
    toCreate: true,
  },
  metrics: sellingTermMetrics,
  lookbackDays: 30,
  bid: 0.68,
  bidSource: 'costPerClick',
  suggestedBid: null,
  status: 'pending',
  failure: null,
  keywordId: null,
  negationId: null,
  proof: null,
  createdAt: '2026-11-28T08:00:00.000Z',
};

const applied: HarvestRow = {
  ...pending,
  id: 'h2',
  searchTerm: 'wool socks women',
  status: 'applied',
  proof: {
    harvestedOn: '2026-11-29',
    before: sellingTermMetrics,
    since: {
      ...sellingTermMetrics,
      cost: 0,
      sales: 0,
      orders: 0,
      clicks: 0,
      acos: null,
      cpc: null,
      cvr: null,
    },
    daysSince: 0,
  },
};

function renderQueue() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <FeedbackProvider>
        <MemoryRouter>
          <HarvestQueue />
        </MemoryRouter>
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  vi.mocked(fetchHarvests).mockResolvedValue({ rows: [pending, applied], total: 2 });
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchHarvests).mockReset();
  vi.mocked(handleHarvests).mockReset();
  vi.mocked(fetchHarvestDestinations).mockReset();
});

describe('harvest queue', () => {
  it('asks for the pending harvests first and shows each one where it goes, its figures and its bid', async () => {
    renderQueue();
    await screen.findByText('merino hiking socks');
    expect(fetchHarvests).toHaveBeenCalledWith(expect.objectContaining({ status: 'pending', page: 1 }));
    // jsdom matches no media query: the phone's stacked layout, one cell per harvest.
    const row = screen.getByText('merino hiking socks').closest('tr')!;
    expect(within(row).getByText('Will be created')).toBeTruthy();
    expect(within(row).getByText('Termwise harvest - SOCK-1 - exact')).toBeTruthy();
    expect(
      within(row).getByText(/Orders 4 · Sales \$96\.00 · ACOS 12\.90% · Spend \$12\.40 · CPC \$0\.62/),
    ).toBeTruthy();
    expect(within(row).getByLabelText("$0.68 (cost per click × the shop's bid factor)")).toBeTruthy();
  }, 15_000);

  it('confirms one harvest after saying what it creates and negates, and says how it went', async () => {
    vi.mocked(handleHarvests).mockResolvedValue({
      results: [{ id: 'h1', outcome: 'applied', status: 'applied', message: null, failure: null }],
    });
    renderQueue();
    const row = (await screen.findByText('merino hiking socks')).closest('tr')!;
    fireEvent.click(within(row).getByText('Confirm'));
    await screen.findByText(/^Creates the campaign "Termwise harvest - SOCK-1 - exact"/);
    expect(screen.getByText('Negates the term in "Socks | Auto / Auto - all".')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(handleHarvests).toHaveBeenCalledWith(['h1'], 'confirm', undefined));
    await screen.findByText('1 handled');
  }, 15_000);

  it('says why a harvest was not done, in the reader’s language', async () => {
    vi.mocked(handleHarvests).mockResolvedValue({
      results: [{ id: 'h1', outcome: 'skipped', status: 'applied', message: null, failure: null }],
    });
    renderQueue();
    const row = (await screen.findByText('merino hiking socks')).closest('tr')!;
    fireEvent.click(within(row).getByText('Reject'));
    await screen.findByText('0 handled, 1 not handled: not possible while it is "Harvested"');
  }, 15_000);

  it('opens the proof of an applied harvest, saying Amazon reports its first day tomorrow', async () => {
    renderQueue();
    const row = (await screen.findByText('wool socks women')).closest('tr')!;
    fireEvent.click(within(row).getByText('Proof'));
    await screen.findByText('Harvest proof: wool socks women');
    expect(screen.getByText('Harvested today: Amazon reports the first day tomorrow.')).toBeTruthy();
    expect(screen.getByText('Before (where found, 30 days)')).toBeTruthy();
  }, 15_000);

  it('confirms one harvest into another ad group of the product, after saying what it does there', async () => {
    vi.mocked(fetchHarvestDestinations).mockResolvedValue([
      {
        campaignId: 'c2',
        campaignName: 'Socks | Exact',
        adGroupId: 'g2',
        adGroupName: 'Exact',
        current: true,
      },
      {
        campaignId: 'c3',
        campaignName: 'Socks | Manual',
        adGroupId: 'g3',
        adGroupName: 'Phrase',
        current: false,
      },
    ]);
    vi.mocked(handleHarvests).mockResolvedValue({
      results: [{ id: 'h1', outcome: 'applied', status: 'applied', message: null, failure: null }],
    });
    renderQueue();
    await screen.findByText('merino hiking socks');
    // An applied harvest went where it went: only the waiting one offers another ad group. (Label and text
    // queries: role queries over the table take seconds each in jsdom.)
    expect(screen.getAllByLabelText(/^Change the ad group for/)).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Change the ad group for "merino hiking socks"'));
    const title = await screen.findByText(
      'Which ad group should "merino hiking socks" go to?',
      {},
      { timeout: 5_000 },
    );
    const picker = title.closest<HTMLElement>('.ant-modal')!;
    expect(fetchHarvestDestinations).toHaveBeenCalledWith('h1');
    await within(picker).findByText('Proposed', {}, { timeout: 5_000 });
    fireEvent.click(within(picker).getByText('Socks | Manual'));
    expect(
      within(picker).getByText(
        'Adds the exact keyword "merino hiking socks" to "Socks | Manual / Phrase" at a bid of $0.68.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(picker).getByText('Harvest into it'));
    await waitFor(() =>
      expect(handleHarvests).toHaveBeenCalledWith(['h1'], 'confirm', { campaignId: 'c3', adGroupId: 'g3' }),
    );
    await screen.findByText('1 handled');
    // A modal over the table: the slowest of these in jsdom on a busy machine.
  }, 30_000);
});
