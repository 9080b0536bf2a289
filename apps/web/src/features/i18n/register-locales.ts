import { i18n } from './i18n';

export type LocaleBundles = Record<'zh-CN' | 'en-US', Record<string, unknown>>;

/**
 * A feature's texts, added by the app's entry (never as a side effect of importing the feature); deep-merged
 * so a feature may add keys under a shared namespace.
 */
export function registerLocales(bundles: LocaleBundles): void {
  for (const [lang, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(lang, 'translation', bundle, true, true);
  }
}
