import { TokenBucket } from 'limiter';

/**
 * Amazon's throttling: every operation may answer 429 with Retry-After. Amazon keeps a bucket per client
 * id and one per advertiser (profile) for each family of operations; a call spends a token from both.
 * Amazon does not publish fixed numbers (its rate-limiting page says limits are dynamic); the defaults
 * are the rates commonly observed per profile and per application, so a client that paces itself and
 * honours Retry-After works, and one that fires 60 list calls in 0.2 s meets 429s as it would on Amazon.
 */

export type OperationFamily =
  | 'profiles'
  | 'spList'
  | 'spWrite'
  | 'spRecommendations'
  | 'reportCreate'
  | 'reportStatus'
  | 'catalogSearch'
  | 'catalogGet'
  | 'spApiReportCreate'
  | 'spApiReportList'
  | 'spApiReportStatus'
  | 'spApiReportCancel'
  | 'spApiReportDocument'
  | 'marketplaceParticipations';

/** Tokens per second and the burst a bucket holds. */
export interface BucketRate {
  perSecond: number;
  burst: number;
}

export type ThrottleRates = Record<OperationFamily, { perClient: BucketRate; perProfile: BucketRate }>;

function spApi(perSecond: number, burst: number) {
  return { perClient: { perSecond, burst }, perProfile: { perSecond, burst } };
}

export const AMAZON_RATES: ThrottleRates = {
  profiles: { perClient: { perSecond: 10, burst: 20 }, perProfile: { perSecond: 2, burst: 5 } },
  spList: { perClient: { perSecond: 40, burst: 60 }, perProfile: { perSecond: 10, burst: 15 } },
  spWrite: { perClient: { perSecond: 20, burst: 40 }, perProfile: { perSecond: 5, burst: 10 } },
  spRecommendations: { perClient: { perSecond: 10, burst: 20 }, perProfile: { perSecond: 2, burst: 5 } },
  reportCreate: { perClient: { perSecond: 10, burst: 20 }, perProfile: { perSecond: 1, burst: 10 } },
  reportStatus: { perClient: { perSecond: 40, burst: 60 }, perProfile: { perSecond: 10, burst: 20 } },
  // Selling Partner API usage plans, per operation, per selling partner and application (both buckets
  // hold the same pair): Catalog Items 2022-04-01 searchCatalogItems and getCatalogItem 2/s burst 2;
  // Reports 2021-06-30 createReport 0.0167/s burst 15, getReports 0.0222/s burst 10, getReport 2/s burst 15,
  // cancelReport 0.0222/s burst 10, getReportDocument 0.0167/s burst 15; Sellers v1
  // getMarketplaceParticipations 0.016/s burst 15.
  catalogSearch: spApi(2, 2),
  catalogGet: spApi(2, 2),
  spApiReportCreate: spApi(0.0167, 15),
  spApiReportList: spApi(0.0222, 10),
  spApiReportStatus: spApi(2, 15),
  spApiReportCancel: spApi(0.0222, 10),
  spApiReportDocument: spApi(0.0167, 15),
  marketplaceParticipations: spApi(0.016, 15),
};

/** Which family a request belongs to, from its method and path; undefined for calls Amazon does not throttle. */
export function familyOf(method: string, path: string): OperationFamily | undefined {
  if (path.startsWith('/v2/profiles')) return 'profiles';
  if (path.startsWith('/sp/') && path.endsWith('/recommendations')) return 'spRecommendations';
  if (path.startsWith('/sp/')) return path.endsWith('/list') ? 'spList' : 'spWrite';
  if (path === '/reporting/reports') return method === 'POST' ? 'reportCreate' : undefined;
  if (path.startsWith('/reporting/reports/')) return 'reportStatus';
  if (path === '/catalog/2022-04-01/items') return 'catalogSearch';
  if (path.startsWith('/catalog/2022-04-01/items/')) return 'catalogGet';
  if (path === '/reports/2021-06-30/reports') return method === 'POST' ? 'spApiReportCreate' : 'spApiReportList';
  if (path.startsWith('/reports/2021-06-30/reports/')) return method === 'DELETE' ? 'spApiReportCancel' : 'spApiReportStatus';
  if (path.startsWith('/reports/2021-06-30/documents/')) return 'spApiReportDocument';
  if (path === '/sellers/v1/marketplaceParticipations') return 'marketplaceParticipations';
  return undefined;
}

/** The operation's rate, as SP-API states it in `x-amzn-RateLimit-Limit` (requests per second). */
export function rateLimitOf(rates: ThrottleRates, family: OperationFamily): string {
  return String(rates[family].perProfile.perSecond);
}

export class Throttle {
  private readonly clientBuckets = new Map<string, TokenBucket>();
  private readonly profileBuckets = new Map<string, TokenBucket>();

  constructor(readonly rates: ThrottleRates) {}

  /** Spends a token for the call; answers the seconds to wait (Retry-After) when a bucket is empty. */
  take(family: OperationFamily, clientId: string, profileId: string): number | undefined {
    const rate = this.rates[family];
    const client = bucketFor(this.clientBuckets, `${family}|${clientId}`, rate.perClient);
    const profile = bucketFor(
      this.profileBuckets,
      `${family}|${clientId}|${profileId}`,
      rate.perProfile,
      client,
    );
    if (profile.tryRemoveTokens(1)) return undefined;
    const empty = profile.content < 1 ? profile : client;
    const missing = 1 - empty.content;
    return Math.max(1, Math.ceil((missing * empty.interval) / empty.tokensPerInterval / 1000));
  }
}

function bucketFor(
  buckets: Map<string, TokenBucket>,
  key: string,
  rate: BucketRate,
  parent?: TokenBucket,
): TokenBucket {
  let bucket = buckets.get(key);
  if (!bucket) {
    bucket = new TokenBucket({
      bucketSize: rate.burst,
      tokensPerInterval: rate.perSecond,
      interval: 'second',
      parentBucket: parent,
    });
    bucket.content = rate.burst;
    buckets.set(key, bucket);
  }
  return bucket;
}
