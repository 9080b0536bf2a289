import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCurrencyRepo } from './repo.ts';
import { currencyRoutes } from './routes.ts';
import { createCurrencyService } from './service.ts';

export type { Converter, CurrencyService } from './service.ts';

/** Exchange rates an organisation keeps, so money amounts apply across shops of other currencies. */
export function createCurrencyModule(deps: { db: Database; operationLog: OperationLog }) {
  const currencies = createCurrencyService({
    repo: createCurrencyRepo(deps.db),
    operationLog: deps.operationLog,
  });
  const plugin: ModulePlugin = async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(currencyRoutes, { currencies });
  };
  return { plugin, currencies };
}
