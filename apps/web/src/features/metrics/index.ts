export { useMetricColumn } from './use-metric-column';
