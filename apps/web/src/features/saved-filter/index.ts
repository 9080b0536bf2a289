export { prefetchSavedFilter, useSavedFilter } from './use-saved-filter';
