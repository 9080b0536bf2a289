import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FaultInjector } from '../faults.ts';

/**
 * POST /__sandbox/faults: the FaultInjector over HTTP, for end-to-end tests that run the sandbox in another
 * process. `path` is a prefix of the URL path, or a regular expression source when given as `pathPattern`.
 */
const faultBody = z.object({
  inject: z
    .object({
      path: z.string().optional(),
      pathPattern: z.string().optional(),
      status: z.union([z.literal(429), z.literal(500), z.literal(503)]),
      times: z.number().int().min(1),
      retryAfter: z.number().int().min(0).optional(),
    })
    .optional(),
  slowReportsMs: z.number().int().min(0).optional(),
  failReports: z.number().int().min(0).optional(),
  reset: z.boolean().optional(),
});

export function sandboxControlRoutes(app: FastifyInstance, deps: { faults: FaultInjector }): void {
  app.post('/__sandbox/faults', async (request, reply) => {
    const parsed = faultBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    const { inject, slowReportsMs, failReports, reset } = parsed.data;
    if (reset) deps.faults.reset();
    if (inject) {
      const { pathPattern, path, ...rest } = inject;
      const pattern = pathPattern === undefined ? path : new RegExp(pathPattern);
      deps.faults.inject(pattern === undefined ? rest : { ...rest, path: pattern });
    }
    if (slowReportsMs !== undefined) deps.faults.slowReports(slowReportsMs);
    if (failReports !== undefined) deps.faults.failReports(failReports);
    return reply.code(204).send();
  });
}
