import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import { createUserRepo } from './repo.ts';
import { userRoutes } from './routes.ts';
import { createUserService } from './service.ts';

/** The signed-in user's own details, and user administration. */
export function createUserModule(deps: { db: Database; forgetUser(userId: string): void }): ModulePlugin {
  const users = createUserService({ repo: createUserRepo(deps.db), forgetUser: deps.forgetUser });
  return async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(userRoutes, { users });
  };
}
