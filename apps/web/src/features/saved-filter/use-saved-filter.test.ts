import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSavedFilter, saveFilter } from '@/service/api/common-filter';
import { queryClient } from '@/service/query-client';
import { prefetchSavedFilter, useSavedFilter } from './use-saved-filter';

vi.mock('@/service/api/common-filter', () => ({ fetchSavedFilter: vi.fn(), saveFilter: vi.fn() }));

const stored: Record<string, Record<string, unknown> | null> = {};
const blank = { shopId: undefined as string | undefined, status: undefined as string | undefined };

// The app's one cache: a route's prefetch fills it outside React, the page reads it inside.
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);
const renderSavedFilter = (page: string) => renderHook(() => useSavedFilter(page, blank), { wrapper });

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  queryClient.clear();
  stored.current = null;
  stored.default = null;
  vi.mocked(fetchSavedFilter).mockImplementation(async (kind) => stored[kind] ?? null);
  vi.mocked(saveFilter).mockImplementation(async (kind, _page, filter) => {
    stored[kind] = filter;
    return { filter };
  });
});

describe('saved page filter', () => {
  it('starts from the last used filter', async () => {
    stored.current = { status: 'pending' };
    stored.default = { status: 'applied' };
    const { result } = renderSavedFilter('negative-keywords');
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.filter).toEqual({ shopId: undefined, status: 'pending' });
    expect(fetchSavedFilter).toHaveBeenCalledWith('current', 'negative-keywords');
  });

  it('falls back to the default filter when nothing was used yet', async () => {
    stored.default = { shopId: 's1' };
    const { result } = renderSavedFilter('negative-keywords');
    await waitFor(() => expect(result.current.filter.shopId).toBe('s1'));
  });

  it('remembers every change as the current filter and resets to the saved default', async () => {
    const { result } = renderSavedFilter('negative-keywords');
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.setFilter({ shopId: 's2', status: 'failed' }));
    expect(saveFilter).toHaveBeenLastCalledWith('current', 'negative-keywords', {
      shopId: 's2',
      status: 'failed',
    });

    await act(() => result.current.saveAsDefault());
    expect(stored.default).toEqual({ shopId: 's2', status: 'failed' });

    act(() => result.current.setFilter({ shopId: undefined, status: undefined }));
    await act(() => result.current.resetToDefault());
    expect(result.current.filter).toEqual({ shopId: 's2', status: 'failed' });
  });

  it('asks for the filter of a page that remembers one while its route loads, both kinds at once', async () => {
    stored.current = { status: 'pending' };
    vi.mocked(fetchSavedFilter).mockClear();
    void prefetchSavedFilter('keyword-manage_negative-keywords');
    // Both asked before the page mounted, the default without waiting for the last used one.
    expect(vi.mocked(fetchSavedFilter).mock.calls).toEqual([
      ['current', 'keyword-manage_negative-keywords'],
      ['default', 'keyword-manage_negative-keywords'],
    ]);
    const { result } = renderSavedFilter('keyword-manage_negative-keywords');
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.filter.status).toBe('pending');
    expect(fetchSavedFilter).toHaveBeenCalledTimes(2);
  });

  it('opened again later asks afresh, for another tab may have changed it', async () => {
    const first = renderSavedFilter('negative-keywords');
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    act(() => first.result.current.setFilter({ shopId: 's1', status: undefined }));
    first.unmount();
    stored.current = { shopId: 's3' };

    const soon = renderSavedFilter('negative-keywords');
    expect(soon.result.current.filter.shopId).toBe('s1');
    soon.unmount();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const later = renderSavedFilter('negative-keywords');
    expect(later.result.current.ready).toBe(false);
    await waitFor(() => expect(later.result.current.filter.shopId).toBe('s3'));
    expect(later.result.current.ready).toBe(true);
  });
});
