import { EarlyPaths, type SavedFilterApi } from '@termwise/contracts';
import { callEarly } from '../request/call';

export type SavedFilter = Record<string, unknown>;
export type FilterKind = keyof typeof SavedFilterApi;

// The route guard asks for these before the page's code loads (see EarlyPaths).
const PATHS = { default: EarlyPaths.defaultFilter, current: EarlyPaths.currentFilter } as const;

export const fetchSavedFilter = async (kind: FilterKind, page: string) =>
  (await callEarly<(typeof SavedFilterApi)[FilterKind]>(PATHS[kind], { page })).filter;

export const saveFilter = (kind: FilterKind, page: string, filter: SavedFilter | null) =>
  callEarly<(typeof SavedFilterApi)[FilterKind]>(
    PATHS[kind],
    { page, filter },
    { silent: kind === 'current' },
  );
