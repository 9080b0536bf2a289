import { describe, expect, it } from 'vitest';
import { availableCommands, closeTabs, openTab, type Tab } from './tab';

const tab = (id: string, extra: Partial<Tab> = {}): Tab => ({
  id,
  routeName: id,
  fullPath: `/${id}`,
  i18nKey: id,
  ...extra,
});
const home = tab('home');
const ids = (tabs: Tab[]) => tabs.map((item) => item.id);

describe('openTab', () => {
  it('appends a new tab and updates the path of an open one', () => {
    const tabs = openTab([home, tab('a')], tab('b'));
    expect(ids(tabs)).toEqual(['home', 'a', 'b']);
    const updated = openTab(tabs, tab('a', { fullPath: '/a?x=1' }));
    expect(updated[1]?.fullPath).toBe('/a?x=1');
    expect(updated).toHaveLength(3);
  });

  it('keeps fixed tabs in front, ordered by their index', () => {
    const tabs = openTab(openTab([home], tab('f2', { fixedIndex: 2 })), tab('f1', { fixedIndex: 1 }));
    expect(ids(tabs)).toEqual(['f1', 'f2', 'home']);
  });
});

describe('closeTabs', () => {
  const tabs = [home, tab('a'), tab('b'), tab('c')];

  it('activates the next tab when the active one closes', () => {
    expect(closeTabs({ tabs, activeId: 'b' }, 'b', 'self', 'home')).toEqual({
      tabs: [home, tab('a'), tab('c')],
      activeId: 'c',
    });
  });

  it('activates the previous tab when the last one closes', () => {
    expect(closeTabs({ tabs, activeId: 'c' }, 'c', 'self', 'home').activeId).toBe('b');
  });

  it('falls back to home', () => {
    expect(closeTabs({ tabs: [home, tab('a')], activeId: 'a' }, 'a', 'all', 'home')).toEqual({
      tabs: [home],
      activeId: 'home',
    });
  });

  it('keeps the active tab when another closes', () => {
    expect(closeTabs({ tabs, activeId: 'a' }, 'c', 'self', 'home').activeId).toBe('a');
  });

  it('never closes home or fixed tabs', () => {
    const fixed = tab('f', { fixedIndex: 0 });
    const result = closeTabs({ tabs: [fixed, ...tabs], activeId: 'a' }, 'a', 'all', 'home');
    expect(ids(result.tabs)).toEqual(['f', 'home']);
    expect(result.activeId).toBe('home');
    expect(closeTabs({ tabs, activeId: 'home' }, 'home', 'self', 'home').tabs).toEqual(tabs);
  });

  it('closes others, left and right around the target and activates the target', () => {
    expect(ids(closeTabs({ tabs, activeId: 'a' }, 'b', 'others', 'home').tabs)).toEqual(['home', 'b']);
    expect(closeTabs({ tabs, activeId: 'a' }, 'b', 'others', 'home').activeId).toBe('b');
    expect(ids(closeTabs({ tabs, activeId: 'c' }, 'b', 'left', 'home').tabs)).toEqual(['home', 'b', 'c']);
    expect(closeTabs({ tabs, activeId: 'c' }, 'b', 'left', 'home').activeId).toBe('c');
    expect(ids(closeTabs({ tabs, activeId: 'c' }, 'b', 'right', 'home').tabs)).toEqual(['home', 'a', 'b']);
    expect(closeTabs({ tabs, activeId: 'c' }, 'b', 'right', 'home').activeId).toBe('b');
  });
});

describe('availableCommands', () => {
  it('disables what would close nothing', () => {
    expect(availableCommands([home, tab('a')], 'home', 'home')).toEqual({
      self: false,
      others: true,
      left: false,
      right: true,
      all: true,
    });
  });
});
