import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { ShopNames } from './shop-names.ts';
import { createOperationLogList, type PendingNegationLog } from './list.ts';
import { createOperationLogRepo } from './repo.ts';
import { operationLogRoutes } from './routes.ts';

/** The operation-log screen; recording goes through `createOperationLog`, shared by every module. */
export function createOperationLogModule(deps: {
  db: Database;
  shops: ShopNames;
  pendingNegations: PendingNegationLog;
}): ModulePlugin {
  const list = createOperationLogList({ ...deps, repo: createOperationLogRepo(deps.db) });
  return async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(operationLogRoutes, { list });
  };
}
