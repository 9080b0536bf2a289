import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FeedbackProvider } from '@/features/feedback';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerTable } from '@/components/server-table';
import { AsinTable } from './AsinTable';
import type { AsinSortField, NegativeKeywordFilter } from './filter';
import { row } from './fixtures.test-data';
import type { TermHandlers } from './TermsTable';

afterEach(cleanup);

const handlers = (): TermHandlers => ({
  busyIds: [],
  onHandle: vi.fn(),
  onKeywordLog: vi.fn(),
  onCompare: vi.fn(),
  onChart: vi.fn(),
  onMatchedTerms: vi.fn(),
});

function Harness({ terms }: { terms: TermHandlers }) {
  const table = useServerTable<NegativeKeywordFilter, AsinSortField>({
    filters: {},
    defaultSort: { sortField: 'lastNegatedAt', sortOrder: 'desc' },
  });
  return <AsinTable rows={[row]} total={1} loading={false} table={table} handlers={terms} />;
}

function renderTable(terms: TermHandlers) {
  // The first page of terms comes with the row: nothing is fetched while it fits on one page.
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackProvider>
        <Harness terms={terms} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

describe('negations grouped per ASIN', () => {
  it('shows one row per ASIN with its counts and wasted spend in the shop currency', () => {
    renderTable(handlers());
    expect(screen.getByText('Wool socks, "warm"')).toBeTruthy();
    // jsdom matches no media query, so the table is laid out as on a phone: the figures under the product.
    expect(screen.getByText(/US\$18\.40/)).toBeTruthy();
    expect(screen.queryByText('free socks')).toBeNull();
  }, 15_000);

  it('expands to its terms, offering confirm only where a decision is pending', () => {
    const terms = handlers();
    const { container } = renderTable(terms);
    // Queries by text, not by role: jsdom computes styles slowly and antd injects a lot of them.
    fireEvent.click(container.querySelector('.ant-table-row-expand-icon')!);
    const pending = screen.getByText('free socks').closest('tr')!;
    const applied = screen.getByText('=cmd').closest('tr')!;
    expect(within(applied).queryByText('确认')).toBeNull();
    expect(within(applied).getByText('撤销')).toBeTruthy();

    fireEvent.click(within(pending).getByText('确认'));
    expect(terms.onHandle).toHaveBeenCalledWith(
      expect.objectContaining({ searchTerm: 'free socks' }),
      'confirm',
    );
    fireEvent.click(within(pending).getByLabelText('数据对比'));
    expect(terms.onCompare).toHaveBeenCalledWith(expect.objectContaining({ uniqueSign: 'free socks' }));

    // The keyword that bought the term opens the search terms it matched.
    fireEvent.click(within(pending).getByText('来自关键词：wool socks'));
    expect(terms.onMatchedTerms).toHaveBeenCalledWith(expect.objectContaining({ searchTerm: 'free socks' }));
  }, 15_000);
});
