import { boardLocales } from '@/features/board';
import { abaLocales } from '@/features/brand-analytics';
import { botLocales } from '@/features/bot';
import { failureLocales } from '@/features/failure';
import { harvestLocales } from '@/features/harvest';
import { registerLocales } from '@/features/i18n';
import { keywordLogLocales } from '@/features/keyword-log';
import { negationLocales } from '@/features/negation';
import { notificationLocales } from '@/features/notifications';
import { keywordStructureLocales } from '@/features/keyword-structure';
import { operationLogLocales } from '@/features/operation-log';
import { shopLocales } from '@/features/shop';
import { themeDrawerLocales } from '@/layouts/theme-drawer/locales';
import { memberLocales } from '@/pages/system-settings/members/locales';

/**
 * Every feature's texts (and the theme drawer's), registered once by the logged-in frame before its first render: the login page
 * needs none of them, so they load with the frame.
 */
export function registerFeatureLocales(): void {
  for (const bundles of [
    negationLocales,
    harvestLocales,
    keywordLogLocales,
    notificationLocales,
    operationLogLocales,
    shopLocales,
    boardLocales,
    botLocales,
    keywordStructureLocales,
    abaLocales,
    failureLocales,
    themeDrawerLocales,
    memberLocales,
  ]) {
    registerLocales(bundles);
  }
}
