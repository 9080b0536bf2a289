import { SavedFilterApi } from '@termwise/contracts';
import { call } from '../request/call';

export type SavedFilter = Record<string, unknown>;
export type FilterKind = keyof typeof SavedFilterApi;

export const fetchSavedFilter = async (kind: FilterKind, page: string) =>
  (await call(SavedFilterApi[kind], { page })).filter;

export const saveFilter = (kind: FilterKind, page: string, filter: SavedFilter | null) =>
  call(SavedFilterApi[kind], { page, filter }, { silent: kind === 'current' });
