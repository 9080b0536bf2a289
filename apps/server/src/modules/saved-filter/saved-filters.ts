import type { SavedFilterRequest } from '@termwise/contracts';
import type { FilterKind, SavedFilterRepo } from './saved-filter-repo.ts';

/**
 * Saved filters per user and page (DESIGN 5): the default one (def_filter) and the last used one
 * (cur_filter). With `filter` the call saves it (null forgets it); without, it reads.
 */
export function createSavedFilters(repo: SavedFilterRepo) {
  return async (userId: string, kind: FilterKind, { page, filter }: SavedFilterRequest) => {
    if (filter === undefined) return { filter: await repo.read(userId, page, kind) };
    if (filter === null) await repo.forget(userId, page, kind);
    else await repo.save(userId, page, kind, filter);
    return { filter };
  };
}

export type SavedFilters = ReturnType<typeof createSavedFilters>;
