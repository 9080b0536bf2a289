import {
  constantRoutes,
  filterRoutesByRoles,
  flattenRoutes,
  HOME_ROUTE_NAME,
  RouteApi,
  userRoutes,
} from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';

const tags = ['route'];

export const constantRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(RouteApi.constantRoutes.path, { schema: schemaOf(RouteApi.constantRoutes, tags) }, async () =>
    ok(constantRoutes),
  );
};

export const userRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(RouteApi.userRoutes.path, { schema: schemaOf(RouteApi.userRoutes, tags) }, async (request) =>
    ok({ routes: filterRoutesByRoles(userRoutes, request.auth.user.roles), home: HOME_ROUTE_NAME }),
  );
  app.get(RouteApi.isRouteExist.path, { schema: schemaOf(RouteApi.isRouteExist, tags) }, async (request) => {
    const visible = flattenRoutes(filterRoutesByRoles(userRoutes, request.auth.user.roles));
    return ok(visible.some((route) => route.name === request.query.routeName));
  });
};
