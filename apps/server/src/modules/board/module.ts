import type { ModulePlugin } from '../../module-plugin.ts';
import { boardRoutes } from './routes.ts';
import { createBoardService, type BoardDeps } from './service.ts';

/** The board: yesterday's (or any range's) performance, what negation saved, what still wastes money. */
export function createBoardModule(deps: BoardDeps) {
  const board = createBoardService(deps);
  const plugin: ModulePlugin = async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(boardRoutes, { board });
  };
  return { plugin, board };
}
