import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireLogin } from './http/auth-guard.ts';
import type { JobRunner } from './jobs/runner.ts';

/** What the app lends every module plugin: the job runner to register handlers on, and the login guard. */
export interface ModuleHost {
  jobs: JobRunner;
  requireLogin: RequireLogin;
}

/** A server module: one plugin that registers its routes, hooks and job handlers. */
export type ModulePlugin = FastifyPluginAsyncZod<ModuleHost>;
