import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HarvestSettings } from '@termwise/contracts';
import { FeedbackProvider } from '@/features/feedback';
import { i18n } from '@/features/i18n/i18n';
import { fetchHarvestSettings, saveHarvestSettings } from '@/service/api/harvest';
import { HarvestSettingsModal } from './HarvestSettingsModal';

vi.mock('@/service/api/harvest', () => ({
  fetchHarvestSettings: vi.fn(),
  saveHarvestSettings: vi.fn(),
}));

const defaults: HarvestSettings = {
  shopId: '00000000-0000-4000-8000-000000000001',
  campaignNamePattern: 'Termwise harvest - {sku} - {targeting}',
  bidFactor: 1.1,
  minBid: null,
  maxBid: null,
  currency: 'USD',
  amazonMinBid: 0.02,
  ceiling: 5,
  saved: false,
};
const shops = [{ value: defaults.shopId, label: 'Brightwood · US' }];

function renderModal(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <FeedbackProvider>
        <HarvestSettingsModal open initialShopId={undefined} shops={shops} onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const patternInput = () => screen.getByLabelText('Name of a new campaign') as HTMLInputElement;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  vi.mocked(fetchHarvestSettings).mockResolvedValue(defaults);
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchHarvestSettings).mockReset();
  vi.mocked(saveHarvestSettings).mockReset();
});

describe('harvest settings', () => {
  it("shows the shop's settings with the example names the pattern makes", async () => {
    renderModal();
    await waitFor(() => expect(patternInput().value).toBe(defaults.campaignNamePattern));
    expect(fetchHarvestSettings).toHaveBeenCalledWith(defaults.shopId);
    expect(screen.getByText('Termwise harvest - YOGA-MAT-BLUE - Exact')).toBeTruthy();
    expect(screen.getByText('Termwise harvest - YOGA-MAT-BLUE - Product targets')).toBeTruthy();
    expect(screen.getByPlaceholderText("Amazon's minimum 0.02")).toBeTruthy();
    expect(screen.getByPlaceholderText('Default ceiling 5')).toBeTruthy();
  }, 15_000);

  it('refuses a pattern that does not name the product, sending nothing', async () => {
    renderModal();
    await waitFor(() => expect(patternInput().value).toBe(defaults.campaignNamePattern));
    fireEvent.change(patternInput(), { target: { value: 'Harvest {targeting}' } });
    expect(await screen.findByText('Harvest Exact')).toBeTruthy();
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('must contain {sku} or {asin}, and {targeting}');
    expect(saveHarvestSettings).not.toHaveBeenCalled();
  }, 15_000);

  it('saves a valid pattern and closes', async () => {
    vi.mocked(saveHarvestSettings).mockImplementation(async (body) => ({
      ...defaults,
      ...body,
      saved: true,
    }));
    const onClose = renderModal();
    await waitFor(() => expect(patternInput().value).toBe(defaults.campaignNamePattern));
    fireEvent.change(patternInput(), { target: { value: 'H {asin} {targeting}' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(saveHarvestSettings).toHaveBeenCalledWith({
        shopId: defaults.shopId,
        campaignNamePattern: 'H {asin} {targeting}',
        bidFactor: 1.1,
        minBid: null,
        maxBid: null,
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 15_000);
});
