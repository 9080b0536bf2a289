import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { findRouteByName } from '@/features/routes';
import { tabFor, useTabStore } from './store';
import { reloadDelayMs } from './use-tabs';

afterEach(() => {
  vi.useRealTimers();
  useTabStore.getState().clear();
});

describe('reload page', () => {
  it('waits 300 ms with a page animation and 40 ms without', () => {
    expect(reloadDelayMs({ animate: true, animateMode: 'fade-slide' })).toBe(300);
    expect(reloadDelayMs({ animate: false, animateMode: 'fade-slide' })).toBe(40);
    expect(reloadDelayMs({ animate: true, animateMode: 'none' })).toBe(40);
  });

  it('blanks the page, then remounts it with a new version', () => {
    vi.useFakeTimers();
    const { reload } = useTabStore.getState();
    reload('tab-a', 300);
    expect(useTabStore.getState().reloading).toBe(true);
    vi.advanceTimersByTime(299);
    expect(useTabStore.getState().versions['tab-a']).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(useTabStore.getState()).toMatchObject({ reloading: false, versions: { 'tab-a': 1 } });
  });
});

describe('tab store', () => {
  it('starts with the home tab and forgets saved tabs on clear', () => {
    window.localStorage.setItem('SOY_globalTabs', '[]');
    useTabStore.getState().clear();
    expect(useTabStore.getState().tabs.map((tab) => tab.id)).toEqual(['keyword-manage_negative-keywords']);
    expect(window.localStorage.getItem('SOY_globalTabs')).toBeNull();
  });
});

describe('a reload', () => {
  it('marks the restored tab of the page it opened on as active before any render', async () => {
    const logs = findRouteByName('system-settings_operation-logs')!;
    window.localStorage.setItem('SOY_globalTabs', JSON.stringify([tabFor(logs, logs.path)]));
    window.history.replaceState(null, '', logs.path);
    vi.resetModules();
    const { useTabStore: reloaded } = await import('./store');
    expect(reloaded.getState().activeId).toBe('system-settings_operation-logs');
    expect(reloaded.getState().tabs.map((tab) => tab.id)).toEqual([
      'keyword-manage_negative-keywords',
      'system-settings_operation-logs',
    ]);
    window.history.replaceState(null, '', '/');
  });
});

describe('tabs of another user', () => {
  const signIn = (userId: string) =>
    useAuthStore.setState({ user: { userId, userName: userId, roles: [], buttons: [] } });

  it('go back to home when someone else signs in, and stay for the same user', () => {
    signIn('user-a');
    useTabStore.getState().open(tabFor(findRouteByName('keyword-manage_board')!, '/keyword-manage/board'));
    useAuthStore.setState({ user: null });
    signIn('user-a');
    expect(useTabStore.getState().tabs).toHaveLength(2);
    useAuthStore.setState({ user: null });
    signIn('user-b');
    expect(useTabStore.getState().tabs.map((tab) => tab.id)).toEqual(['keyword-manage_negative-keywords']);
  });
});

describe('tabFor', () => {
  it('gives a multi-tab page one tab per URL, named after the embedded site', () => {
    const iframe = findRouteByName('iframe-page')!;
    const path = `/iframe-page/${encodeURIComponent('https://advertising.amazon.com/help')}`;
    expect(tabFor(iframe, path)).toMatchObject({ id: path, detail: 'advertising.amazon.com' });
    const board = findRouteByName('keyword-manage_board')!;
    expect(tabFor(board, '/keyword-manage/board?x=1')).toMatchObject({
      id: 'keyword-manage_board',
      detail: undefined,
    });
  });
});
