import { NegationPaths, type SavedFilterResponse } from '@termwise/contracts';
import { request } from '../request';

export type SavedFilter = Record<string, unknown>;
export type FilterKind = 'default' | 'current';

const paths: Record<FilterKind, string> = {
  default: NegationPaths.defaultFilter,
  current: NegationPaths.currentFilter,
};

export const fetchSavedFilter = async (kind: FilterKind, page: string) =>
  (await request<SavedFilterResponse>(paths[kind], { body: { page } })).filter;

export const saveFilter = (kind: FilterKind, page: string, filter: SavedFilter | null) =>
  request<SavedFilterResponse>(paths[kind], { body: { page, filter }, silent: kind === 'current' });
