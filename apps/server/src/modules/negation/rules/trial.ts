import type { NegRuleDraft } from '@termwise/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { RuleRow } from '../engine/repo.ts';

/** The fields that decide which terms a rule takes; changing any of them may take terms it never took. */
const SELECTION_FIELDS = [
  'action',
  'scope',
  'conditions',
  'lookbackDays',
  'skipRecentDays',
  'attributionDays',
  'cpcTarget',
  'cpcTargetCurrency',
  'acosTarget',
  'matchType',
  'level',
  'protectedTerms',
  'coreTerms',
  'coreTermFactor',
  'priorClicks',
] as const;

/**
 * Whether a saved change needs a new trial run before the rule negates on its own again: it becomes
 * automatic, is switched back on, or selects differently. Narrowing counts too, since telling a narrower
 * rule from a wider one would need a proof per condition that a seller cannot check.
 */
export function widensAutomatic(existing: RuleRow, draft: NegRuleDraft): boolean {
  if (draft.flag !== 1) return false;
  if (existing.flag !== 1 || !existing.enabled) return true;
  return SELECTION_FIELDS.some(
    (field) => !isDeepStrictEqual(normalise(existing[field]), normalise(draft[field])),
  );
}

/** Database numbers and optional JSON keys come back in a different shape than the form sends. */
function normalise(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}
