/** What other modules may use of the negation module. */
export { createNegationModule } from './module.ts';
export type { DemoHistoryPort } from './demo-history.ts';
export type { LiveNegation, NegationOutcomes } from './outcomes.ts';
export type { HarvestRule, HarvestRules } from './rules/harvest-rules.ts';
