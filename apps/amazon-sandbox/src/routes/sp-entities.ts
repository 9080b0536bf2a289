import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { hashKey } from '../random.ts';
import { hasMediaType, sendAdsError } from '../http.ts';
import type { Shop } from '../world/shop.ts';
import type { SandboxJournal, WorldWrite } from '../state/journal.ts';
import type { SandboxWorld } from '../world/world.ts';
import { archiveEntity, type ItemError, type StateUpdate, updateEntity, type WriteResult } from '../world/writes.ts';
import { authorizeShop } from './ads-auth.ts';
import { type Entity, id, MAX_ITEMS_PER_REQUEST, RESOURCES, type SpResource } from './sp-resources.ts';

/**
 * Sponsored Products v3 entity endpoints: POST /sp/{resource}/list for every resource, and for the ones
 * Termwise writes, create (POST /sp/{resource}), update (PUT) and delete (POST /sp/{resource}/delete),
 * answering 207 multi-status with one success or error item per request item, as Amazon does.
 */

const MAX_RESULTS_LIMIT = 5000;
const DEFAULT_MAX_RESULTS = 100;

const idFilterSchema = z.object({ include: z.array(id).max(MAX_ITEMS_PER_REQUEST) }).optional();
const listBodySchema = z.looseObject({
  campaignIdFilter: idFilterSchema,
  adGroupIdFilter: idFilterSchema,
  stateFilter: z.object({ include: z.array(z.enum(['ENABLED', 'PAUSED', 'ARCHIVED'])) }).optional(),
  maxResults: z.number().int().min(1).max(MAX_RESULTS_LIMIT).optional(),
  nextToken: z.string().optional(),
  includeExtendedDataFields: z.boolean().optional(),
});

export function spEntityRoutes(app: FastifyInstance, deps: { world: SandboxWorld; grants: LwaGrants; journal: SandboxJournal }): void {
  for (const resource of RESOURCES) {
    /** Shared entry checks: access, then the resource's media type (Amazon answers 415 to others). */
    const enter = (request: FastifyRequest, reply: FastifyReply): Shop | undefined => {
      const shop = authorizeShop(request, reply, deps);
      if (!shop) return undefined;
      if (!hasMediaType(request, resource.mediaType)) {
        sendAdsError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${resource.mediaType}`);
        return undefined;
      }
      reply.type(resource.mediaType);
      return shop;
    };

    app.post(`/sp/${resource.path}/list`, async (request, reply) => {
      const shop = enter(request, reply);
      if (!shop) return reply;
      const parsed = listBodySchema.safeParse(request.body ?? {});
      const ownIdFilter = idFilterSchema.safeParse((request.body as Record<string, unknown> | undefined)?.[resource.idFilter]);
      if (!parsed.success || !ownIdFilter.success) {
        return sendAdsError(reply, 400, 'INVALID_ARGUMENT', parsed.error?.message ?? ownIdFilter.error?.message ?? 'Invalid body');
      }
      return listEntities(reply, shop, resource, parsed.data, ownIdFilter.data?.include);
    });

    if (resource.create) {
      app.post(`/sp/${resource.path}`, async (request, reply) => {
        const shop = enter(request, reply);
        if (!shop) return reply;
        const items = itemsOf(request, reply, resource);
        if (!items) return reply;
        return multiStatus(reply, request, resource, recordedWrite(deps, shop, resource, 'create', items));
      });
    }
    if (resource.update) {
      app.put(`/sp/${resource.path}`, async (request, reply) => {
        const shop = enter(request, reply);
        if (!shop) return reply;
        const items = itemsOf(request, reply, resource);
        if (!items) return reply;
        return multiStatus(reply, request, resource, recordedWrite(deps, shop, resource, 'update', items));
      });
    }
    if (resource.canDelete) {
      app.post(`/sp/${resource.path}/delete`, async (request, reply) => {
        const shop = enter(request, reply);
        if (!shop) return reply;
        const filter = idFilterSchema.safeParse((request.body as Record<string, unknown> | undefined)?.[resource.idFilter]);
        if (!filter.success || !filter.data) {
          return sendAdsError(reply, 400, 'INVALID_ARGUMENT', `${resource.idFilter}.include is required`);
        }
        return multiStatus(reply, request, resource, recordedWrite(deps, shop, resource, 'delete', filter.data.include));
      });
    }
  }
}

/** Applies a write now and journals it, so a restarted sandbox replays it onto the same world. */
function recordedWrite(
  deps: { world: SandboxWorld; journal: SandboxJournal },
  shop: Shop,
  resource: SpResource,
  op: WorldWrite['op'],
  items: unknown[],
): WriteResult<Entity>[] {
  const at = deps.world.now();
  const results = applyWrite(shop, resource, op, items, at);
  deps.journal.record({ kind: 'write', profileId: shop.profileId, resource: resource.path, op, items, at: at.toISOString() });
  return results;
}

/** Replays the journal's writes in order; the world comes out as it was when the sandbox stopped. */
export function replayWrites(world: SandboxWorld, journal: SandboxJournal): void {
  for (const entry of journal.entries()) {
    if (entry.kind !== 'write') continue;
    const shop = world.shop(entry.profileId);
    const resource = RESOURCES.find((candidate) => candidate.path === entry.resource);
    if (shop && resource) applyWrite(shop, resource, entry.op, entry.items, new Date(entry.at));
  }
}

function applyWrite(shop: Shop, resource: SpResource, op: WorldWrite['op'], items: unknown[], at: Date): WriteResult<Entity>[] {
  const { create, update } = resource;
  return items.map((item) => {
    if (op === 'delete') return archiveEntity(shop, resource.store(shop), String(item), resource.idField, at);
    if (op === 'create' && create) {
      const parsed = create.schema.safeParse(item);
      return parsed.success ? create.write(shop, parsed.data as never, at) : { error: malformedItem(parsed.error) };
    }
    if (op === 'update' && update) {
      const parsed = update.safeParse(item);
      if (!parsed.success) return { error: malformedItem(parsed.error) };
      const { [resource.idField]: entityId, ...changes } = parsed.data as Record<string, unknown>;
      return updateEntity(shop, resource.store(shop), String(entityId), resource.idField, changes as StateUpdate, at);
    }
    return { error: { errorType: 'malformedValueError', reason: 'MALFORMED_VALUE', message: `${resource.path} cannot ${op}` } };
  });
}

function listEntities(
  reply: FastifyReply,
  shop: Shop,
  resource: SpResource,
  body: z.infer<typeof listBodySchema>,
  ids: string[] | undefined,
) {
  const field = (entity: Entity, name: string) => (entity as Record<string, unknown>)[name];
  const includes = (filter: { include: string[] } | undefined, value: unknown) =>
    !filter || filter.include.includes(String(value));
  const matching = resource
    .store(shop)
    .all()
    .filter(
      ({ entity }) =>
        includes(body.campaignIdFilter, field(entity, 'campaignId')) &&
        includes(body.adGroupIdFilter, field(entity, 'adGroupId')) &&
        (!body.stateFilter || body.stateFilter.include.includes(entity.state)) &&
        (!ids || ids.includes(String(field(entity, resource.idField)))),
    );

  // The token pins the filters it was issued for, so a page of another query can't be asked for with it.
  const { nextToken, maxResults, ...filters } = body;
  const fingerprint = hashKey(JSON.stringify(filters), JSON.stringify(ids ?? null));
  let offset = 0;
  if (nextToken) {
    const decoded = decodeToken(nextToken);
    if (!decoded || decoded.fingerprint !== fingerprint) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', 'Invalid nextToken');
    offset = decoded.offset;
  }
  const pageSize = maxResults ?? DEFAULT_MAX_RESULTS;
  const page = matching.slice(offset, offset + pageSize).map(({ entity, createdAt, updatedAt }) =>
    body.includeExtendedDataFields
      ? { ...entity, extendedData: { creationDateTime: createdAt.toISOString(), lastUpdateDateTime: updatedAt.toISOString() } }
      : entity,
  );
  const nextOffset = offset + pageSize;
  return reply.send({
    [resource.key]: page,
    totalResults: matching.length,
    ...(nextOffset < matching.length ? { nextToken: encodeToken({ offset: nextOffset, fingerprint }) } : {}),
  });
}

function itemsOf(request: FastifyRequest, reply: FastifyReply, resource: SpResource): unknown[] | undefined {
  const items = (request.body as Record<string, unknown> | undefined)?.[resource.key];
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS_PER_REQUEST) {
    sendAdsError(reply, 400, 'INVALID_ARGUMENT', `${resource.key} must hold 1 to ${MAX_ITEMS_PER_REQUEST} items`);
    return undefined;
  }
  return items;
}

/**
 * Amazon's 207 body: success items carry the id (and the entity when the caller sent
 * `Prefer: return=representation`), error items carry typed errors; both keep the request item's index.
 */
function multiStatus(reply: FastifyReply, request: FastifyRequest, resource: SpResource, results: WriteResult<Entity>[]) {
  const withEntity = /return=representation/.test(String(request.headers.prefer ?? ''));
  const success: Record<string, unknown>[] = [];
  const error: Record<string, unknown>[] = [];
  results.forEach((result, index) => {
    if ('error' in result) {
      error.push({ index, errors: [errorItem(result.error, index)] });
    } else {
      const entityId = (result.entity as Record<string, unknown>)[resource.idField];
      success.push({ index, [resource.successId]: entityId, ...(withEntity ? { [resource.successEntity]: result.entity } : {}) });
    }
  });
  return reply.code(207).send({ [resource.key]: { success, error } });
}

function errorItem(error: ItemError, index: number) {
  return {
    errorType: error.errorType,
    errorValue: {
      [error.errorType]: {
        reason: error.reason,
        message: error.message,
        ...(error.field ? { cause: { location: `$[${index}].${error.field}`, trigger: error.trigger ?? '' } } : {}),
      },
    },
  };
}

function malformedItem(error: z.ZodError): ItemError {
  const issue = error.issues[0];
  return {
    errorType: 'malformedValueError',
    reason: 'MALFORMED_VALUE',
    message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'Malformed item',
    field: issue?.path.join('.'),
  };
}

function encodeToken(token: { offset: number; fingerprint: number }): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeToken(text: string): { offset: number; fingerprint: number } | undefined {
  try {
    const token = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    const parsed = z.object({ offset: z.number().int().min(0), fingerprint: z.number() }).safeParse(token);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
