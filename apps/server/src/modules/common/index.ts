import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import { commonRoutes } from './routes.ts';
import { createSavedFilterRepo } from './saved-filter-repo.ts';
import { createSavedFilters } from './saved-filters.ts';

/** Calls every screen shares: saved filters. */
export function createCommonModule(db: Database): ModulePlugin {
  const savedFilters = createSavedFilters(createSavedFilterRepo(db));
  return async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(commonRoutes, { savedFilters });
  };
}
