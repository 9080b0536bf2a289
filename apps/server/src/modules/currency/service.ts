import {
  DEFAULT_RATES,
  DEFAULT_RATES_DATE,
  Role,
  type CurrencyRate,
  type CurrencyRateSaveRequest,
} from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { fieldInvalid } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { CurrencyRepo } from './repo.ts';

/** Converts an amount between two currencies at one organisation's rates; undefined for an unknown one. */
export type Converter = (amount: number, from: string, to: string) => number | undefined;

/** Exchange rates: Termwise's defaults, each replaced by the organisation's own where an admin set one. */
export function createCurrencyService(deps: { repo: CurrencyRepo; operationLog: OperationLog }) {
  async function rates(organisationId: string): Promise<CurrencyRate[]> {
    const own = new Map((await deps.repo.ratesOf(organisationId)).map((row) => [row.currencyCode, row]));
    const codes = [...new Set([...Object.keys(DEFAULT_RATES), ...own.keys()])].sort();
    return codes.map((currencyCode) => {
      const mine = own.get(currencyCode);
      return mine
        ? { currencyCode, perUsd: mine.perUsd, asOf: mine.asOf, source: 'organisation' as const }
        : {
            currencyCode,
            perUsd: DEFAULT_RATES[currencyCode]!,
            asOf: DEFAULT_RATES_DATE,
            source: 'default' as const,
          };
    });
  }

  async function converter(organisationId: string): Promise<Converter> {
    return converterOf(await rates(organisationId));
  }

  function converterOf(rows: CurrencyRate[]): Converter {
    const perUsd = new Map(rows.map((rate) => [rate.currencyCode, rate.perUsd]));
    return (amount, from, to) => {
      if (from === to) return amount;
      const [fromRate, toRate] = [perUsd.get(from), perUsd.get(to)];
      return fromRate && toRate ? (amount / fromRate) * toRate : undefined;
    };
  }

  return {
    async rates(user: SessionUser) {
      const [rows, homeCurrency] = await Promise.all([
        rates(user.organisationId),
        deps.repo.homeCurrencyOf(user.organisationId),
      ]);
      return { rows, homeCurrency };
    },

    homeCurrencyOf: (organisationId: string) => deps.repo.homeCurrencyOf(organisationId),

    async saveHomeCurrency(user: SessionUser, currencyCode: string | null) {
      assertAnyRole(user, [Role.super, Role.admin]);
      if (
        currencyCode &&
        !(await rates(user.organisationId)).some((rate) => rate.currencyCode === currencyCode)
      ) {
        throw fieldInvalid('currencyCode', messages.currency.noRate(currencyCode));
      }
      await deps.repo.saveHomeCurrency(user.organisationId, currencyCode);
      await deps.operationLog.record(user, {
        module: 'currency',
        action: 'save_home',
        objectType: 'home_currency',
        objectId: user.organisationId,
        after: { currencyCode },
        result: 'success',
      });
      return { homeCurrency: currencyCode };
    },

    /**
     * Amounts of the organisation's shops in its home currency, at its rates, and the oldest rate date used;
     * null when it has none.
     */
    async homeView(organisationId: string) {
      const currencyCode = await deps.repo.homeCurrencyOf(organisationId);
      if (!currencyCode) return null;
      const rows = await rates(organisationId);
      const convert = converterOf(rows);
      const asOf = new Map(rows.map((rate) => [rate.currencyCode, rate.asOf]));
      return {
        currencyCode,
        convert: (amount: number, from: string) => convert(amount, from, currencyCode),
        ratesAsOf: (codes: string[]) =>
          [currencyCode, ...codes].map((code) => asOf.get(code) ?? '').sort()[0]!,
      };
    },

    async saveRate(user: SessionUser, request: CurrencyRateSaveRequest): Promise<CurrencyRate> {
      assertAnyRole(user, [Role.super, Role.admin]);
      const row = await deps.repo.save(user.organisationId, request);
      await deps.operationLog.record(user, {
        module: 'currency',
        action: 'save_rate',
        objectType: 'currency_rate',
        objectId: request.currencyCode,
        after: request,
        result: 'success',
      });
      return { currencyCode: row.currencyCode, perUsd: row.perUsd, asOf: row.asOf, source: 'organisation' };
    },

    /** The organisation's converter, for a rule run over its shops. */
    converter,
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
