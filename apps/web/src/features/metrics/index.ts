export { useMetricColumn } from './use-metric-column';
export { kindOf, useShowMetric } from './use-show-metric';
