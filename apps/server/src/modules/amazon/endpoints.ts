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
  /** Seller Central per region: SP-API's website authorization starts at `<host>/apps/authorize/consent`. */
  sellerCentral: Record<Region, string>;
  /** SP-API's Login with Amazon token endpoint: api.amazon.com for every region, as SP-API documents. */
  sellingPartnerTokenUrl: string;
  /** The SP-API application sellers authorize; undefined when live mode has none configured. */
  spApplicationId: string | undefined;
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
  // Each region's Seller Central (its first marketplace's host); a seller signs in with any of its accounts there.
  sellerCentral: {
    NA: 'https://sellercentral.amazon.com',
    EU: 'https://sellercentral-europe.amazon.com',
    FE: 'https://sellercentral.amazon.co.jp',
  },
  sellingPartnerTokenUrl: 'https://api.amazon.com/auth/o2/token',
};

/**
 * Live: Amazon's hosts per region. Sandbox: one origin serves every region; Login with Amazon's and Seller
 * Central's regions are path prefixes there (`/na`, `/sellercentral/na`, ...), the Ads API narrows by
 * `?region=` (sandbox README).
 */
export function amazonEndpoints(config: AmazonConfig, sandboxUrl: string): AmazonEndpoints {
  const client = {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    spApplicationId: config.spApplicationId,
  };
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
    sellerCentral: {
      NA: `${sandboxUrl}/sellercentral/na`,
      EU: `${sandboxUrl}/sellercentral/eu`,
      FE: `${sandboxUrl}/sellercentral/fe`,
    },
    sellingPartnerTokenUrl: `${sandboxUrl}/na/auth/o2/token`,
    ...client,
  };
}
