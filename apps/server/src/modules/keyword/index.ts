/** What other modules may use of the keyword structure module. */
export { createKeywordModule } from './module.ts';
export type { KeywordStateChange, KeywordStateChanges } from './state-changes.ts';
