export { FilterDateRange, FilterSearch, FilterSelect } from './FilterControls';
