import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { calendarDate } from './primitives.ts';
import { schemaText } from './validation-messages.ts';

/** Exchange rates an organisation keeps, so a money amount in one currency can apply to shops of others. */

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, schemaText('currencyCode'));

/**
 * Units of each marketplace currency one US dollar buys: Termwise's defaults, as of DEFAULT_RATES_DATE.
 * Rough on purpose (a rule's threshold, not an invoice); an organisation replaces them with its own.
 */
export const DEFAULT_RATES_DATE = '2026-11-01';
export const DEFAULT_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.4,
  MXN: 18.4,
  BRL: 5.4,
  GBP: 0.76,
  EUR: 0.86,
  SEK: 9.5,
  PLN: 3.65,
  TRY: 42,
  AED: 3.6725,
  SAR: 3.75,
  EGP: 47.5,
  INR: 88.5,
  JPY: 153,
  AUD: 1.53,
  SGD: 1.3,
  ZAR: 17.4,
  KRW: 1430,
};

export const currencyRate = z.object({
  currencyCode: z.string(),
  perUsd: z.number(),
  asOf: z.string(),
  /** default: Termwise's; organisation: set by an admin of the organisation. */
  source: z.enum(['default', 'organisation']),
});
export const currencyRatesResponse = z.object({
  rows: z.array(currencyRate),
  /** The currency the board shows all shops in (converted at these rates); null: each in its own. */
  homeCurrency: z.string().nullable(),
});
export const homeCurrencySaveRequest = z.object({ currencyCode: currencyCode.nullable() });
export const homeCurrencySaveResponse = z.object({ homeCurrency: z.string().nullable() });
export const currencyRateSaveRequest = z.object({
  currencyCode,
  perUsd: z.number().min(0.000001).max(10_000_000),
  asOf: calendarDate,
});

export type CurrencyRate = z.infer<typeof currencyRate>;
export type CurrencyRateSaveRequest = z.infer<typeof currencyRateSaveRequest>;
export type CurrencyRatesResponse = z.infer<typeof currencyRatesResponse>;

export const CurrencyApi = {
  rates: { path: '/v1/currency/rates', body: z.object({}).default({}), response: currencyRatesResponse },
  saveRate: { path: '/v1/currency/save_rate', body: currencyRateSaveRequest, response: currencyRate },
  saveHome: {
    path: '/v1/currency/save_home',
    body: homeCurrencySaveRequest,
    response: homeCurrencySaveResponse,
  },
} as const satisfies Record<string, Endpoint>;
