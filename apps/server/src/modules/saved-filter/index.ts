import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import { savedFilterRoutes } from './routes.ts';
import { createSavedFilterRepo } from './saved-filter-repo.ts';
import { createSavedFilters } from './saved-filters.ts';

/** Saved filters: each person's default and last-used filter per screen, the calls every screen shares (`/v1/common/*`). */
export function createSavedFilterModule(db: Database): ModulePlugin {
  const savedFilters = createSavedFilters(createSavedFilterRepo(db));
  return async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(savedFilterRoutes, { savedFilters });
  };
}
