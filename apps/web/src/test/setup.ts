import { afterEach } from 'vitest';

// Tests that inspect the production build run in Node (`@vitest-environment node`): no page to set up.
if (typeof window !== 'undefined') {
  afterEach(() => {
    window.localStorage.clear();
  });

  // jsdom has no matchMedia; antd and the theme scheme listener both need one.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // jsdom has no ResizeObserver; antd's overlays (popover, ellipsis) observe their size.
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  // The app fetches one language at a time; tests switch freely between both.
  const { loadLanguage } = await import('@/features/i18n/i18n');
  await Promise.all([loadLanguage('zh-CN'), loadLanguage('en-US')]);
}
