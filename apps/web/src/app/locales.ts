import { registerLocales, setupI18n } from '@/features/i18n';
import { keywordLogLocales } from '@/features/keyword-log';
import { negationLocales } from '@/features/negation';
import { operationLogLocales } from '@/features/operation-log';
import { shopLocales } from '@/features/shop';

/** The app's texts and every feature's, registered once by the entry before the first render. */
export function setupLocales(): void {
  setupI18n();
  for (const bundles of [negationLocales, keywordLogLocales, operationLogLocales, shopLocales]) {
    registerLocales(bundles);
  }
}
