import type { ModulePlugin } from '../../module-plugin.ts';
import { constantRouteRoutes, userRouteRoutes } from './routes.ts';

/** The web app's menu: the constant routes for everyone, the user's routes by role. */
export const routeModule: ModulePlugin = async (app, { requireLogin }) => {
  await app.register(constantRouteRoutes);
  await app.register(async (signedIn) => {
    requireLogin(signedIn);
    await signedIn.register(userRouteRoutes);
  });
};
