import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '@/features/feedback';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveRule } from '@/service/api/negation';
import { RuleFormDrawer } from './RuleFormDrawer';

vi.mock('@/service/api/negation', () => ({ saveRule: vi.fn(), previewRule: vi.fn() }));
vi.mock('@/service/api/shop', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchShopList: async () => ({ accounts: [], amazonMode: 'sandbox' }),
}));

afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>
  );
}

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
});
