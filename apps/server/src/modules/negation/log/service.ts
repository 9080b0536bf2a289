import type {
  ControlChartRequest,
  DataComparisonRequest,
  KeywordToSearchTermRequest,
  NegLogCheckRequest,
  NegLogKpiRequest,
  NegLogListRequest,
  NegLogTermsRequest,
} from '@termwise/contracts';
import type { Database } from '../../../db/client.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { controlChart, keywordToSearchTerms } from './chart.ts';
import { keywordLog } from './check.ts';
import { dataComparison } from './comparison.ts';
import { asinTerms, negationKpi, negationList } from './list.ts';
import { notifications } from './notification.ts';

/** The log screens' reads, each limited to what the user may see. */
export function createNegationLogService(deps: { db: Database; shops: ShopDirectory; now: () => Date }) {
  const { db, shops, now } = deps;
  return {
    notifications: (user: SessionUser) => notifications(db, shops, user, now()),
    keywordLog: (user: SessionUser, request: NegLogCheckRequest) => keywordLog(db, shops, user, request),
    dataComparison: (user: SessionUser, { uniqueSign, comparisonType }: DataComparisonRequest) =>
      dataComparison(db, shops, user, uniqueSign, comparisonType, now()),
    list: (user: SessionUser, request: NegLogListRequest) => negationList(db, shops, user, request),
    terms: (user: SessionUser, request: NegLogTermsRequest) => asinTerms(db, shops, user, request),
    kpi: (user: SessionUser, request: NegLogKpiRequest) => negationKpi(db, shops, user, request),
    async controlChart(user: SessionUser, request: ControlChartRequest) {
      return controlChart(db, await shops.visibleShop(user, request.shopId), request);
    },
    async keywordToSearchTerms(user: SessionUser, request: KeywordToSearchTermRequest) {
      return keywordToSearchTerms(db, await shops.visibleShop(user, request.shopId), request);
    },
  };
}

export type NegationLogService = ReturnType<typeof createNegationLogService>;
