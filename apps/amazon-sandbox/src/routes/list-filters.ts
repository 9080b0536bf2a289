import { z } from 'zod';
import type { Entity, SpResource } from './sp-resources.ts';
import { id, MAX_ITEMS_PER_REQUEST } from './sp-resources.ts';

/**
 * The filters Amazon's SP v3 model defines for each list call the sandbox serves. Bodies are strict: a
 * field the model does not define answers 400, so a client that believes it filtered never gets the
 * unfiltered set back.
 */

const MAX_RESULTS_LIMIT = 5000;

const idFilter = z.strictObject({ include: z.array(id).max(MAX_ITEMS_PER_REQUEST) });
/** BROAD_MATCH: the value contains the query (only the first query counts, as the model says); EXACT_MATCH: equals one. */
const textFilter = z.strictObject({
  queryTermMatchType: z.enum(['BROAD_MATCH', 'EXACT_MATCH']),
  include: z.array(z.string()).min(1).max(MAX_ITEMS_PER_REQUEST),
});
const stateFilter = z.strictObject({ include: z.array(z.enum(['ENABLED', 'PAUSED', 'ARCHIVED'])) });

type TextFilter = z.infer<typeof textFilter>;

/** Each optional filter: its schema and what it keeps. */
const FILTERS = {
  adGroupIdFilter: { schema: idFilter, keeps: (e: Row, f: { include: string[] }) => f.include.includes(String(e.adGroupId)) },
  portfolioIdFilter: { schema: idFilter, keeps: (e: Row, f: { include: string[] }) => f.include.includes(String(e.portfolioId)) },
  nameFilter: { schema: textFilter, keeps: (e: Row, f: TextFilter) => matchesText(e.name, f) },
  keywordTextFilter: { schema: textFilter, keeps: (e: Row, f: TextFilter) => matchesText(e.keywordText, f) },
  negativeKeywordTextFilter: { schema: textFilter, keeps: (e: Row, f: TextFilter) => matchesText(e.keywordText, f) },
  campaignNegativeKeywordTextFilter: { schema: textFilter, keeps: (e: Row, f: TextFilter) => matchesText(e.keywordText, f) },
  asinFilter: { schema: textFilter, keeps: (e: Row, f: TextFilter) => matchesText(asinOf(e), f) },
  matchTypeFilter: { schema: z.array(z.string()).min(1), keeps: (e: Row, f: string[]) => f.includes(String(e.matchType)) },
  expressionTypeFilter: { schema: z.array(z.enum(['AUTO', 'MANUAL'])).min(1), keeps: (e: Row, f: string[]) => f.includes(String(e.expressionType)) },
  campaignTargetingTypeFilter: {
    schema: z.enum(['AUTO', 'MANUAL']),
    keeps: (e: Row, f: string, campaignTargeting?: (campaignId: string) => string | undefined) =>
      campaignTargeting?.(String(e.campaignId)) === f,
  },
  // Amazon's keyword locale selects the language keywords come back in; the sandbox's are all English.
  locale: { schema: z.string().min(2), keeps: () => true },
} as const;

type FilterName = keyof typeof FILTERS;
type Row = Record<string, unknown>;

/** The optional filters of each resource's list call, beyond campaignIdFilter, stateFilter and its own ids. */
const RESOURCE_FILTERS: Record<string, FilterName[]> = {
  campaigns: ['portfolioIdFilter', 'nameFilter'],
  adGroups: ['adGroupIdFilter', 'nameFilter', 'campaignTargetingTypeFilter'],
  keywords: ['adGroupIdFilter', 'keywordTextFilter', 'matchTypeFilter', 'locale'],
  negativeKeywords: ['adGroupIdFilter', 'negativeKeywordTextFilter', 'matchTypeFilter', 'locale'],
  campaignNegativeKeywords: ['campaignNegativeKeywordTextFilter', 'matchTypeFilter', 'locale'],
  targets: ['adGroupIdFilter', 'expressionTypeFilter', 'asinFilter'],
  negativeTargets: ['adGroupIdFilter', 'asinFilter'],
  campaignNegativeTargets: ['asinFilter'],
  productAds: ['adGroupIdFilter'],
};

/** The strict list-body schema of one resource. */
export function listBodySchema(resource: SpResource) {
  const shape: Record<string, z.ZodType> = {
    campaignIdFilter: idFilter.optional(),
    stateFilter: stateFilter.optional(),
    [resource.idFilter]: idFilter.optional(),
    maxResults: z.number().int().min(1).max(MAX_RESULTS_LIMIT).optional(),
    nextToken: z.string().optional(),
    includeExtendedDataFields: z.boolean().optional(),
  };
  for (const name of RESOURCE_FILTERS[resource.path] ?? []) shape[name] = FILTERS[name].schema.optional();
  return z.strictObject(shape);
}

export type ListBody = Record<string, unknown> & { maxResults?: number; nextToken?: string; includeExtendedDataFields?: boolean };

/** Whether an entity passes every filter the body sets. */
export function passesFilters(
  entity: Entity,
  resource: SpResource,
  body: ListBody,
  campaignTargeting: (campaignId: string) => string | undefined,
): boolean {
  const row = entity as Row;
  const ids = (name: string, value: unknown) => {
    const filter = body[name] as { include: string[] } | undefined;
    return !filter || filter.include.includes(String(value));
  };
  if (!ids('campaignIdFilter', row.campaignId) || !ids(resource.idFilter, row[resource.idField])) return false;
  const states = body.stateFilter as { include: string[] } | undefined;
  if (states && !states.include.includes(entity.state)) return false;
  return (RESOURCE_FILTERS[resource.path] ?? []).every((name) => {
    const value = body[name];
    if (value === undefined) return true;
    const keeps = FILTERS[name].keeps as (e: Row, f: unknown, c?: typeof campaignTargeting) => boolean;
    return keeps(row, value, campaignTargeting);
  });
}

function matchesText(value: unknown, filter: TextFilter): boolean {
  const text = String(value ?? '').toLowerCase();
  if (filter.queryTermMatchType === 'EXACT_MATCH') return filter.include.some((query) => query.toLowerCase() === text);
  return text.includes(filter.include[0]!.toLowerCase());
}

function asinOf(entity: Row): string | undefined {
  const expression = entity.expression as { type: string; value?: string }[] | undefined;
  return expression?.find((part) => part.type === 'ASIN_SAME_AS' || part.type === 'ASIN_EXPANDED_FROM')?.value;
}
