import { z } from 'zod';
import { EarlyPaths } from './early-paths.ts';
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
  default: { path: EarlyPaths.defaultFilter, body: savedFilterRequest, response: savedFilterResponse },
  current: { path: EarlyPaths.currentFilter, body: savedFilterRequest, response: savedFilterResponse },
} as const satisfies Record<string, Endpoint>;
