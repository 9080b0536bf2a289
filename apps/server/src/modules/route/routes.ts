import {
  constantRoutes,
  filterRoutesByRoles,
  flattenRoutes,
  HOME_ROUTE_NAME,
  userRoutes,
} from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';

export const constantRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/route/getConstantRoutes', { schema: { tags: ['route'] } }, async () => ok(constantRoutes));
};

export const userRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/route/getUserRoutes', { schema: { tags: ['route'] } }, async (request) =>
    ok({ routes: filterRoutesByRoles(userRoutes, request.auth.user.roles), home: HOME_ROUTE_NAME }),
  );

  app.get(
    '/route/isRouteExist',
    {
      schema: {
        tags: ['route'],
        querystring: z.object({ routeName: z.string().min(1, 'cannot be empty').max(200) }),
      },
    },
    async (request) => {
      const visible = flattenRoutes(filterRoutesByRoles(userRoutes, request.auth.user.roles));
      return ok(visible.some((route) => route.name === request.query.routeName));
    },
  );
};
