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

  // findBy and waitFor give up after 1 s by default, too short for antd on a machine busy with the e2e run.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });

  await setUpTexts();
}

/**
 * Both languages (the app fetches one at a time; tests switch freely) and every feature's texts. The locale
 * files themselves, not the features' index files: a test's vi.mock of a service module must still apply
 * to the feature it renders, so setup loads nothing that imports services.
 */
async function setUpTexts() {
  const { loadLanguage, setupI18n } = await import('@/features/i18n/i18n');
  const { registerLocales } = await import('@/features/i18n/register-locales');
  const { keywordLogLocales } = await import('@/features/keyword-log/locales');
  const { negationLocales } = await import('@/features/negation/locales');
  const { harvestLocales } = await import('@/features/harvest/locales');
  const { operationLogLocales } = await import('@/pages/system-settings/operation-logs/locales');
  const { shopLocales } = await import('@/features/shop/locales');
  const { keywordStructureLocales } = await import('@/features/keyword-structure/locales');
  const { notificationLocales } = await import('@/features/notifications/locales');
  const { themeDrawerLocales } = await import('@/layouts/theme-drawer/locales');
  await setupI18n();
  await Promise.all([loadLanguage('zh-CN'), loadLanguage('en-US')]);
  for (const bundles of [
    negationLocales,
    harvestLocales,
    keywordLogLocales,
    operationLogLocales,
    shopLocales,
    keywordStructureLocales,
    notificationLocales,
    themeDrawerLocales,
  ]) {
    registerLocales(bundles);
  }
}
