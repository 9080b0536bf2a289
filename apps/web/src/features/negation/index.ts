import './negation.css';
import { negationLocales } from './locales';
import { registerLocales } from './register-locales';

registerLocales(negationLocales);

export { registerLocales } from './register-locales';
export { useNegationActions } from './actions/use-negation-actions';
export { AD_CHART_PATH, chartTargetOfTerm, type AdChartTarget, type ChartLevel } from './chart/chart-target';
export { ComparisonModal } from './comparison/ComparisonModal';
export { EChart, type EChartOption } from './components/EChart';
export { CautionTags } from './components/CautionTags';
export { NegationStatusTag } from './components/NegationStatusTag';
export { ProductImage } from './components/ProductImage';
export { useSavedFilter } from './filters/use-saved-filter';
export { useJobProgress } from './jobs/use-job-progress';
export { useShops, type ShopOption } from './shops/use-shops';
export { NegationRulesPanel } from './rules/NegationRulesPanel';
export { SearchTermsDrawer } from './search-terms/SearchTermsDrawer';
export { controlChartOption, type ChartMetric } from './chart/chart-option';
export { ignoreShownFailure } from './ignore-shown-failure';
export { useFormatters } from './use-formatters';
