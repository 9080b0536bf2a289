import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FaultInjector } from '../faults.ts';
import type { NegativesBackdated, SandboxJournal } from '../state/journal.ts';
import { backdateNegative } from '../world/backdate.ts';
import { dayNumber, isIsoDate } from '../world/calendar.ts';
import { HISTORY_DAYS } from '../world/shop.ts';
import type { SandboxWorld } from '../world/world.ts';

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

const backdateBody = z.object({
  profileId: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  entityIds: z.array(z.string().min(1)).min(1).max(1000),
  date: z.string().refine(isIsoDate, 'a calendar date YYYY-MM-DD'),
});

interface ControlDeps {
  faults: FaultInjector;
  world: SandboxWorld;
  journal: SandboxJournal;
}

/** The first day of the world's history in that shop's zone: nothing can be backdated before it. */
function earliestDay(world: SandboxWorld, journal: SandboxJournal, profileId: number): number {
  const shop = world.shop(profileId);
  return shop ? dayNumber(shop.today(journal.createdAt)) - HISTORY_DAYS : Infinity;
}

/** Replays a journaled backdate onto a world made again from its seed. */
export function replayBackdate(world: SandboxWorld, journal: SandboxJournal, entry: NegativesBackdated): void {
  const shop = world.shop(entry.profileId);
  const earliest = earliestDay(world, journal, entry.profileId);
  for (const id of entry.entityIds) if (shop) backdateNegative(shop, id, entry.date, earliest);
}

export function sandboxControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  /**
   * POST /__sandbox/backdate (demo history, no Amazon counterpart): negatives created through the API are
   * made to have been in force since `date`. Answers the ids it moved; an id not found, no longer in force
   * since its creation, or a date after its creation or before the world's history is left as it was.
   */
  app.post('/__sandbox/backdate', async (request, reply) => {
    const parsed = backdateBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    const profileId = Number(parsed.data.profileId);
    const shop = deps.world.shop(profileId);
    if (!shop) return reply.code(404).send({ error: `no profile ${profileId}` });
    const earliest = earliestDay(deps.world, deps.journal, profileId);
    const moved = parsed.data.entityIds.filter((id) => backdateNegative(shop, id, parsed.data.date, earliest));
    if (moved.length) deps.journal.record({ kind: 'backdate', profileId, entityIds: moved, date: parsed.data.date });
    return reply.send({ moved });
  });


  /**
   * GET /__sandbox/profiles/:profileId (demo only, no Amazon counterpart): which sandbox seller a profile
   * belongs to, by its place in the world (0 is account A, the demo's own).
   */
  app.get<{ Params: { profileId: string } }>('/__sandbox/profiles/:profileId', async (request, reply) => {
    const profileId = Number(request.params.profileId);
    const accountIndex = deps.world.accounts.findIndex((account) =>
      account.shops.some((shop) => shop.profileId === profileId),
    );
    if (accountIndex === -1) return reply.code(404).send({ error: `no profile ${request.params.profileId}` });
    return reply.send({ accountIndex });
  });

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
