import './negation.css';

export { negationLocales } from './locales';
export { invalidateNegationData, negationKeys } from './keys';
export { useNegationActions } from './actions/use-negation-actions';
export { AD_CHART_PATH, chartTargetOfTerm, type AdChartTarget, type ChartLevel } from './chart/chart-target';
export { ComparisonModal } from './comparison/ComparisonModal';
export { CautionTags } from './components/CautionTags';
export { triggerSummary } from './components/trigger-summary';
export { NegationStatusTag } from './components/NegationStatusTag';
export { NegationRulesPanel } from './rules/NegationRulesPanel';
export { useRules } from './rules/use-rules';
export { SearchTermsDrawer } from './search-terms/SearchTermsDrawer';
export { controlChartOption, type ChartMetric } from './chart/chart-option';
export { ruleDisplayName } from './rules/rule-name';
