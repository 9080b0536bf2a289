import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '@/features/feedback';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '@/features/i18n/i18n';
import { useAuthStore } from '@/features/auth';
import { useKeywordLogModal } from '@/features/keyword-log';
import { fetchWaitingHarvests } from '@/service/api/harvest';
import { fetchNotifications, type NegationNotification } from '@/service/api/notification';
import { NotificationBell } from './NotificationBell';

vi.mock('@/service/api/notification', () => ({ fetchNotifications: vi.fn() }));
vi.mock('@/service/api/harvest', () => ({ fetchWaitingHarvests: vi.fn() }));

const message = (i: number, flag: 1 | 2 = 1): NegationNotification => ({
  asin: `B0ASIN000${i}`,
  iteamName: `Bottle ${i}`,
  flag,
  num: i,
  pictureUrl: '/logo.svg',
  time: `2026-11-2${i % 10} 08:00`,
  shopId: 'shop-1',
});

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/system-settings/operation-logs', element: <div>operation logs</div> },
      { path: '/keyword-manage/negative-keywords', element: <div>negative keywords</div> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 'token' });
  vi.mocked(fetchWaitingHarvests).mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchNotifications).mockReset();
  vi.mocked(fetchWaitingHarvests).mockReset();
});

describe('NotificationBell', () => {
  it('caps the badge at 9 and lists the first 2 messages with a view-more link', async () => {
    vi.mocked(fetchNotifications).mockResolvedValue({
      notification: Array.from({ length: 12 }, (_, i) => message(i + 1)),
    });
    renderBell();
    await screen.findByText('9+');
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await screen.findByText('Bottle 1');
    expect(screen.getByText('Bottle 2')).toBeTruthy();
    expect(screen.queryByText('Bottle 3')).toBeNull();
    expect(screen.getByText('View more')).toBeTruthy();
    // The first render of antd's popover and list in jsdom takes seconds on a busy machine.
  }, 15_000);

  it('opens the keyword log for a negated product and operation logs for a pending one', async () => {
    vi.mocked(fetchNotifications).mockResolvedValue({ notification: [message(1, 1), message(2, 2)] });
    const router = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    expect(useKeywordLogModal.getState().params).toMatchObject({
      asin: 'B0ASIN0001',
      skuTitle: 'Bottle 1',
      flag: 1,
    });
    expect(screen.queryByText('View more')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go handle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-settings/operation-logs'));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({ unhandled: '1', asin: 'B0ASIN0002' });
    expect(search.get('shopId')).toBeTruthy();
  });

  it('says so when the messages cannot be fetched', async () => {
    vi.mocked(fetchNotifications).mockRejectedValue(new Error('down'));
    renderBell();
    await screen.findByText('failed to get messages, try later');
  });

  it('counts each shop with harvests waiting and opens its harvest queue', async () => {
    vi.mocked(fetchNotifications).mockResolvedValue({ notification: [message(1, 2)] });
    vi.mocked(fetchWaitingHarvests).mockResolvedValue([
      { shopId: 'shop-de', shopName: 'Brightwood DE', pending: 3, failed: 1 },
      { shopId: 'shop-fr', shopName: 'Brightwood FR', pending: 0, failed: 2 },
    ]);
    const router = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 3' }));
    await screen.findByText('Brightwood DE');
    expect(screen.getByText('3 harvests waiting for you to confirm · 1 harvest failed')).toBeTruthy();
    expect(screen.getByText('2 harvests failed')).toBeTruthy();
    // The negation's own "go handle" stays the only one: harvests are reviewed in their queue.
    expect(screen.getAllByRole('button', { name: 'Go handle' })).toHaveLength(1);

    fireEvent.click(screen.getAllByRole('button', { name: 'Review' })[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/keyword-manage/negative-keywords'));
    expect(router.state.location.hash).toBe('#harvest');
    expect(router.state.location.state).toEqual({ harvestShopId: 'shop-fr', harvestStatus: 'failed' });
  }, 15_000);
});
