import type {
  ControlChartRequest,
  DataComparisonRequest,
  KeywordToSearchTermRequest,
  NegLogCheckRequest,
  NegLogKpiRequest,
  NegLogListRequest,
  NegLogTermsRequest,
} from '@termwise/contracts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../http/messages.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory, SyncedAds } from '../../shop/index.ts';
import { controlChart, keywordToSearchTerms } from './chart.ts';
import { keywordLog } from './check.ts';
import { dataComparison } from './comparison.ts';
import { asinTerms, negationKpi, negationList } from './list.ts';
import { notifications } from './notification.ts';
import type { NegationLogRepo } from './repo.ts';

/** The log screens' reads, each limited to what the user may see. */
export function createNegationLogService(deps: {
  repo: NegationLogRepo;
  ads: SyncedAds;
  shops: ShopDirectory;
  now: () => Date;
}) {
  const { repo, ads, shops, now } = deps;
  return {
    notifications: (user: SessionUser) => notifications(repo, shops, user, now()),
    keywordLog: (user: SessionUser, request: NegLogCheckRequest) =>
      keywordLog(repo, ads, shops, user, request),
    dataComparison: (user: SessionUser, { uniqueSign, comparisonType }: DataComparisonRequest) =>
      dataComparison(repo, ads, shops, user, uniqueSign, comparisonType, now()),
    list: (user: SessionUser, request: NegLogListRequest) =>
      negationList({ repo, shops, ads }, user, request),
    terms: (user: SessionUser, request: NegLogTermsRequest) => asinTerms({ repo, shops, ads }, user, request),
    kpi: (user: SessionUser, request: NegLogKpiRequest) => negationKpi(repo, shops, user, request),
    async controlChart(user: SessionUser, request: ControlChartRequest) {
      const target = await shops.visibleShop(user, request.shopId);
      const { level, id } = request;
      if ((level === 'campaign' || level === 'adGroup') && !(await shops.hasAdEntity(target.id, level, id)))
        throw notFound(level === 'campaign' ? messages.shop.campaignNotFound : messages.shop.adGroupNotFound);
      return controlChart({ repo, ads }, target, request);
    },
    async keywordToSearchTerms(user: SessionUser, request: KeywordToSearchTermRequest) {
      return keywordToSearchTerms({ repo, ads }, await shops.visibleShop(user, request.shopId), request);
    },
  };
}

export type NegationLogService = ReturnType<typeof createNegationLogService>;
