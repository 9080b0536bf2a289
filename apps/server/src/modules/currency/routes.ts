import { CurrencyApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { CurrencyService } from './service.ts';

const tags = ['currency'];

export const currencyRoutes: FastifyPluginAsyncZod<{ currencies: CurrencyService }> = async (
  app,
  { currencies },
) => {
  app.post(CurrencyApi.rates.path, { schema: schemaOf(CurrencyApi.rates, tags) }, async (request) =>
    ok(await currencies.rates(request.auth.user)),
  );
  app.post(CurrencyApi.saveRate.path, { schema: schemaOf(CurrencyApi.saveRate, tags) }, async (request) =>
    ok(await currencies.saveRate(request.auth.user, request.body)),
  );
  app.post(CurrencyApi.saveHome.path, { schema: schemaOf(CurrencyApi.saveHome, tags) }, async (request) =>
    ok(await currencies.saveHomeCurrency(request.auth.user, request.body.currencyCode)),
  );
};
