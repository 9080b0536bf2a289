import type { AmazonConfig } from '../../config.ts';

export type Region = 'NA' | 'EU' | 'FE';
export const REGIONS: Region[] = ['NA', 'EU', 'FE'];

/** Login with Amazon of one region: the consent page the seller's browser opens and the token endpoint. */
export interface LwaEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
}

/** Where the Amazon client sends each kind of call, and as which LWA application. */
export interface AmazonEndpoints {
  mode: 'sandbox' | 'live';
  /** Per region: a seller consents, and its tokens are exchanged and refreshed, in the region they picked. */
  lwa: Record<Region, LwaEndpoints>;
  ads: Record<Region, string>;
  /** SP-API hosts, for catalog data (titles, images). */
  sellingPartner: Record<Region, string>;
  clientId: string;
  clientSecret: string;
}

/** Amazon's hosts, as its Login with Amazon and Ads API documentation lists them per region. */
const LIVE_HOSTS = {
  lwa: {
    NA: { authorizeUrl: 'https://www.amazon.com/ap/oa', tokenUrl: 'https://api.amazon.com/auth/o2/token' },
    EU: {
      authorizeUrl: 'https://eu.account.amazon.com/ap/oa',
      tokenUrl: 'https://api.amazon.co.uk/auth/o2/token',
    },
    FE: {
      authorizeUrl: 'https://apac.account.amazon.com/ap/oa',
      tokenUrl: 'https://api.amazon.co.jp/auth/o2/token',
    },
  },
  ads: {
    NA: 'https://advertising-api.amazon.com',
    EU: 'https://advertising-api-eu.amazon.com',
    FE: 'https://advertising-api-fe.amazon.com',
  },
  sellingPartner: {
    NA: 'https://sellingpartnerapi-na.amazon.com',
    EU: 'https://sellingpartnerapi-eu.amazon.com',
    FE: 'https://sellingpartnerapi-fe.amazon.com',
  },
};

/**
 * Live: Amazon's hosts per region. Sandbox: one origin serves every region; Login with Amazon's regions
 * are path prefixes there (`/na`, `/eu`, `/fe`), the Ads API narrows by `?region=` (sandbox README).
 */
export function amazonEndpoints(config: AmazonConfig, sandboxUrl: string): AmazonEndpoints {
  const client = { clientId: config.clientId, clientSecret: config.clientSecret };
  if (config.mode === 'live') return { mode: 'live', ...LIVE_HOSTS, ...client };
  const lwaAt = (prefix: string) => ({
    authorizeUrl: `${sandboxUrl}${prefix}/ap/oa`,
    tokenUrl: `${sandboxUrl}${prefix}/auth/o2/token`,
  });
  const everyRegion = { NA: sandboxUrl, EU: sandboxUrl, FE: sandboxUrl };
  return {
    mode: 'sandbox',
    lwa: { NA: lwaAt('/na'), EU: lwaAt('/eu'), FE: lwaAt('/fe') },
    ads: everyRegion,
    sellingPartner: everyRegion,
    ...client,
  };
}
