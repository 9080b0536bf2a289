import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { freeJsonObject, requiredText } from './primitives.ts';

/**
 * Saved filters per user and page (DESIGN 5): the default one and the last used one. With `filter` a
 * call saves it (null forgets it); without, it reads.
 */

export const savedFilterRequest = z.object({
  page: requiredText(64),
  /** With it the call saves, without it reads. null clears. */
  filter: freeJsonObject.nullable().optional(),
});
export const savedFilterResponse = z.object({ filter: z.record(z.string(), z.unknown()).nullable() });

export type SavedFilterRequest = z.infer<typeof savedFilterRequest>;
export type SavedFilterResponse = z.infer<typeof savedFilterResponse>;

export const SavedFilterApi = {
  default: { path: '/v1/common/def_filter', body: savedFilterRequest, response: savedFilterResponse },
  current: { path: '/v1/common/cur_filter', body: savedFilterRequest, response: savedFilterResponse },
} as const satisfies Record<string, Endpoint>;
