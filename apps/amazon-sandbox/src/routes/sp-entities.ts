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
import { replayBackdate } from './sandbox-control.ts';
import { listBodySchema, type ListBody, passesFilters } from './list-filters.ts';
import { type Entity, id, MAX_ITEMS_PER_REQUEST, RESOURCES, type SpResource } from './sp-resources.ts';

/**
 * Sponsored Products v3 entity endpoints: POST /sp/{resource}/list for every resource, and for the ones
 * Termwise writes, create (POST /sp/{resource}), update (PUT) and delete (POST /sp/{resource}/delete),
 * answering 207 multi-status with one success or error item per request item, as Amazon does.
 */

const DEFAULT_MAX_RESULTS = 100;

const idFilterSchema = z.object({ include: z.array(id).max(MAX_ITEMS_PER_REQUEST) }).optional();

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

    const listSchema = listBodySchema(resource);
    app.post(`/sp/${resource.path}/list`, async (request, reply) => {
      const shop = enter(request, reply);
      if (!shop) return reply;
      const parsed = listSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', z.prettifyError(parsed.error));
      return listEntities(reply, shop, resource, parsed.data as ListBody);
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
    if (entry.kind === 'backdate') replayBackdate(world, journal, entry);
    if (entry.kind !== 'write') continue;
    const shop = world.shop(entry.profileId);
    const resource = RESOURCES.find((candidate) => candidate.path === entry.resource);
    if (shop && resource) applyWrite(shop, resource, entry.op, entry.items, new Date(entry.at));
  }
}

function applyWrite(shop: Shop, resource: SpResource, op: WorldWrite['op'], items: unknown[], at: Date): WriteResult<Entity>[] {
  const { create, update } = resource;
  return items.map((item) => {
    if (op === 'delete') return archiveEntity(shop, resource.store(shop), String(item), resource, at);
    if (op === 'create' && create) {
      const parsed = create.schema.safeParse(item);
      return parsed.success ? create.write(shop, parsed.data as never, at) : { error: malformedItem(parsed.error) };
    }
    if (op === 'update' && update) {
      const parsed = update.safeParse(item);
      if (!parsed.success) return { error: malformedItem(parsed.error) };
      const { [resource.idField]: entityId, ...changes } = parsed.data as Record<string, unknown>;
      return updateEntity(shop, resource.store(shop), String(entityId), resource, changes as StateUpdate, at);
    }
    return { error: { errorType: 'malformedValueError', reason: 'PATTERN_NOT_MATCHED', message: `${resource.path} cannot ${op}` } };
  });
}

function listEntities(reply: FastifyReply, shop: Shop, resource: SpResource, body: ListBody) {
  const campaignTargeting = (campaignId: string) => shop.campaigns.get(campaignId)?.entity.targetingType;
  const matching = resource
    .store(shop)
    .all()
    .filter(({ entity }) => passesFilters(entity, resource, body, campaignTargeting));

  // The token pins the filters it was issued for, so a page of another query can't be asked for with it.
  const { nextToken, maxResults, ...filters } = body;
  const fingerprint = hashKey(JSON.stringify(filters));
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
  if (withEntity) reply.header('preference-applied', 'return=representation');
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

/** An error of Amazon's models: `cause` only where a field is at fault, `trigger` only with a value. */
function errorItem(error: ItemError, index: number) {
  const cause = error.field
    ? { cause: { location: `$[${index}].${error.field}`, ...(error.trigger ? { trigger: error.trigger } : {}) } }
    : {};
  const entity = error.entityType ? { entityType: error.entityType, entityId: error.entityId } : {};
  const limits = error.lowerLimit ? { lowerLimit: error.lowerLimit, upperLimit: error.upperLimit } : {};
  return {
    errorType: error.errorType,
    errorValue: { [error.errorType]: { reason: error.reason, message: error.message, ...entity, ...limits, ...cause } },
  };
}

/** A request item the model refuses: a missing field, a value outside an enum, or a malformed one. */
function malformedItem(error: z.ZodError): ItemError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  const message = issue ? `${field}: ${issue.message}` : 'Malformed item';
  if (issue?.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return { errorType: 'missingValueError', reason: 'MISSING_VALUE', message, field };
  }
  if (issue?.code === 'invalid_value') return { errorType: 'valueLimitError', reason: 'INVALID_ENUM_VALUE', message, field };
  return { errorType: 'malformedValueError', reason: 'PATTERN_NOT_MATCHED', message, field };
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
