import { abaLocales } from '@/features/brand-analytics';
import { failureLocales } from '@/features/failure';
import { harvestLocales } from '@/features/harvest';
import { registerLocales } from '@/features/i18n';
import { keywordLogLocales } from '@/features/keyword-log';
import { negationLocales } from '@/features/negation';
import { notificationLocales } from '@/features/notifications';
import { keywordStructureLocales } from '@/features/keyword-structure';
import { shopLocales } from '@/features/shop';
import { themeDrawerLocales } from '@/layouts/theme-drawer/locales';
import { boardLocales } from '@/pages/keyword-manage/board/locales';
import { botLocales } from '@/pages/system-settings/business-config/bot/locales';
import { memberLocales } from '@/pages/system-settings/members/locales';
import { operationLogLocales } from '@/pages/system-settings/operation-logs/locales';

/**
 * Every feature's and page's texts (and the theme drawer's), registered once by the logged-in frame before its first render: the login page
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
