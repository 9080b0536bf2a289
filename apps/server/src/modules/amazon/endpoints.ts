import type { AmazonConfig } from '../../config.ts';

export type Region = 'NA' | 'EU' | 'FE';
export const REGIONS: Region[] = ['NA', 'EU', 'FE'];

/** Where the Amazon client sends each kind of call, and as which LWA application. */
export interface AmazonEndpoints {
  mode: 'sandbox' | 'live';
  /** The consent page the seller's browser opens. */
  authorizeUrl: string;
  tokenUrl: string;
  ads: Record<Region, string>;
  /** SP-API hosts, for catalog data (titles, images). */
  sellingPartner: Record<Region, string>;
  clientId: string;
  clientSecret: string;
}

const LIVE_HOSTS = {
  authorizeUrl: 'https://www.amazon.com/ap/oa',
  tokenUrl: 'https://api.amazon.com/auth/o2/token',
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
 * The Login with Amazon application the simulated Amazon accepts unless told otherwise (its
 * DEFAULT_CLIENT); written here so the production adapter does not depend on the simulator.
 */
const SANDBOX_CLIENT = { clientId: 'amzn1.application-oa2-client.sandbox', clientSecret: 'sandbox-secret' };

/** Live: Amazon's hosts per region. Sandbox: one origin serves every region, as the sandbox README says. */
export function amazonEndpoints(config: AmazonConfig, sandboxUrl: string): AmazonEndpoints {
  if (config.mode === 'live') {
    return { mode: 'live', ...LIVE_HOSTS, clientId: config.clientId!, clientSecret: config.clientSecret! };
  }
  const everyRegion = { NA: sandboxUrl, EU: sandboxUrl, FE: sandboxUrl };
  return {
    mode: 'sandbox',
    authorizeUrl: `${sandboxUrl}/ap/oa`,
    tokenUrl: `${sandboxUrl}/auth/o2/token`,
    ads: everyRegion,
    sellingPartner: everyRegion,
    ...SANDBOX_CLIENT,
  };
}
