import { afterEach } from 'vitest';
// The locale files themselves, not the features' index files: a test's vi.mock of a service module must
// still apply to the feature it renders, so setup loads nothing that imports services.
import { setupI18n } from '@/features/i18n/i18n';
import { registerLocales } from '@/features/i18n/register-locales';
import { keywordLogLocales } from '@/features/keyword-log/locales';
import { negationLocales } from '@/features/negation/locales';
import { operationLogLocales } from '@/features/operation-log/locales';
import { shopLocales } from '@/features/shop/locales';

setupI18n();
for (const bundles of [negationLocales, keywordLogLocales, operationLogLocales, shopLocales]) {
  registerLocales(bundles);
}

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
