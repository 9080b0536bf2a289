import './negation.css';
import { negationLocales } from './locales';
import { registerLocales } from './register-locales';

registerLocales(negationLocales);

export { registerLocales } from './register-locales';
export { ComparisonModal } from './comparison/ComparisonModal';
export { EChart, type EChartOption } from './components/EChart';
export { NegationStatusTag } from './components/NegationStatusTag';
export { useFormatters } from './use-formatters';
