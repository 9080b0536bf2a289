import { i18n } from '@/features/i18n';

type Bundles = Record<'zh-CN' | 'en-US', Record<string, unknown>>;

/** Features bring their own texts; deep-merged so a feature may add keys under a shared namespace. */
export function registerLocales(bundles: Bundles): void {
  for (const [lang, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(lang, 'translation', bundle, true, true);
  }
}
