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
  | 'reportCreate'
  | 'reportStatus'
  | 'catalog'
  | 'spApiReportCreate'
  | 'spApiReportStatus'
  | 'spApiReportDocument';

/** Tokens per second and the burst a bucket holds. */
export interface BucketRate {
  perSecond: number;
  burst: number;
}

export type ThrottleRates = Record<OperationFamily, { perClient: BucketRate; perProfile: BucketRate }>;

export const AMAZON_RATES: ThrottleRates = {
  profiles: { perClient: { perSecond: 10, burst: 20 }, perProfile: { perSecond: 2, burst: 5 } },
  spList: { perClient: { perSecond: 40, burst: 60 }, perProfile: { perSecond: 10, burst: 15 } },
  spWrite: { perClient: { perSecond: 20, burst: 40 }, perProfile: { perSecond: 5, burst: 10 } },
  reportCreate: { perClient: { perSecond: 10, burst: 20 }, perProfile: { perSecond: 1, burst: 10 } },
  reportStatus: { perClient: { perSecond: 40, burst: 60 }, perProfile: { perSecond: 10, burst: 20 } },
  // SP-API getCatalogItem: 2 requests per second, burst 2, per selling partner and application.
  catalog: { perClient: { perSecond: 2, burst: 2 }, perProfile: { perSecond: 2, burst: 2 } },
  // SP-API Reports 2021-06-30 usage plans: createReport 0.0167/s burst 15, getReport 2/s burst 15,
  // getReportDocument 0.0167/s burst 15 (cancelReport counts with getReport here).
  spApiReportCreate: { perClient: { perSecond: 0.0167, burst: 15 }, perProfile: { perSecond: 0.0167, burst: 15 } },
  spApiReportStatus: { perClient: { perSecond: 2, burst: 15 }, perProfile: { perSecond: 2, burst: 15 } },
  spApiReportDocument: { perClient: { perSecond: 0.0167, burst: 15 }, perProfile: { perSecond: 0.0167, burst: 15 } },
};

/** Which family a request belongs to, from its method and path; undefined for calls Amazon does not throttle. */
export function familyOf(method: string, path: string): OperationFamily | undefined {
  if (path.startsWith('/v2/profiles')) return 'profiles';
  if (path.startsWith('/sp/')) return path.endsWith('/list') ? 'spList' : 'spWrite';
  if (path === '/reporting/reports') return method === 'POST' ? 'reportCreate' : undefined;
  if (path.startsWith('/reporting/reports/')) return 'reportStatus';
  if (path.startsWith('/catalog/')) return 'catalog';
  if (path === '/reports/2021-06-30/reports') return method === 'POST' ? 'spApiReportCreate' : 'spApiReportStatus';
  if (path.startsWith('/reports/2021-06-30/reports/')) return 'spApiReportStatus';
  if (path.startsWith('/reports/2021-06-30/documents/')) return 'spApiReportDocument';
  return undefined;
}

export class Throttle {
  private readonly clientBuckets = new Map<string, TokenBucket>();
  private readonly profileBuckets = new Map<string, TokenBucket>();

  constructor(private readonly rates: ThrottleRates) {}

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
