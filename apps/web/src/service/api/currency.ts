import { CurrencyApi, type CurrencyRateSaveRequest } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchCurrencyRates = () => call(CurrencyApi.rates, {});

export const saveCurrencyRate = (body: CurrencyRateSaveRequest) => call(CurrencyApi.saveRate, body);

export const saveHomeCurrency = (currencyCode: string | null) => call(CurrencyApi.saveHome, { currencyCode });
