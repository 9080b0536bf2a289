/** The marketplaces the sandbox simulates, with the values Amazon returns for them in /v2/profiles. */

export type Region = 'NA' | 'EU' | 'FE';

export interface Marketplace {
  countryCode: 'US' | 'UK' | 'DE' | 'JP';
  marketplaceStringId: string;
  currencyCode: 'USD' | 'GBP' | 'EUR' | 'JPY';
  timezone: string;
  region: Region;
  /** Prices and bids are drawn in USD and multiplied by this, so a JP shop bids in yen. */
  usdRate: number;
  /** Decimal places of the currency (yen has none). */
  currencyDecimals: number;
}

export const MARKETPLACES = {
  US: {
    countryCode: 'US',
    marketplaceStringId: 'ATVPDKIKX0DER',
    currencyCode: 'USD',
    timezone: 'America/Los_Angeles',
    region: 'NA',
    usdRate: 1,
    currencyDecimals: 2,
  },
  UK: {
    countryCode: 'UK',
    marketplaceStringId: 'A1F83G8C2ARO7P',
    currencyCode: 'GBP',
    timezone: 'Europe/London',
    region: 'EU',
    usdRate: 0.8,
    currencyDecimals: 2,
  },
  DE: {
    countryCode: 'DE',
    marketplaceStringId: 'A1PA6795UKMFR9',
    currencyCode: 'EUR',
    // Amazon's Profiles model and documentation give Germany's profiles Europe/Paris (same offsets as Berlin).
    timezone: 'Europe/Paris',
    region: 'EU',
    usdRate: 0.92,
    currencyDecimals: 2,
  },
  JP: {
    countryCode: 'JP',
    marketplaceStringId: 'A1VC38T7YXB528',
    currencyCode: 'JPY',
    timezone: 'Asia/Tokyo',
    region: 'FE',
    usdRate: 150,
    currencyDecimals: 0,
  },
} as const satisfies Record<string, Marketplace>;

/** Amazon's range for a Sponsored Products keyword or target bid: 0.02 to 1,000, or 2 to 100,000 yen. */
export function bidRange(marketplace: Marketplace): { min: number; max: number } {
  return marketplace.currencyDecimals ? { min: 0.02, max: 1000 } : { min: 2, max: 100_000 };
}

export function roundMoney(amount: number, marketplace: Marketplace): number {
  const factor = 10 ** marketplace.currencyDecimals;
  return Math.round(amount * factor) / factor;
}
