export { useSavedFilter } from './use-saved-filter';
