import { z } from 'zod';
import { schemaIssue, schemaText, type SchemaIssue } from './validation-messages.ts';

/**
 * Validation shared by every area. A request is checked here once, so nothing behind a route ever sees
 * an impossible date, an unbounded range, a NUL character (PostgreSQL text cannot hold one) or a free-form
 * JSON value deep or large enough to exhaust a stack.
 */

export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Report data starts long after and ends long before these; anything outside is a typo or an attack. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';
const DAY_MS = 86_400_000;

/** True for a YYYY-MM-DD string naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A real calendar day, YYYY-MM-DD, between EARLIEST_DATE and LATEST_DATE. */
export const calendarDate = z
  .string()
  .regex(ISO_DATE_PATTERN, schemaText('dateFormat'))
  .refine(isCalendarDate, schemaText('realDate'))
  .refine(
    (value) => value >= EARLIEST_DATE && value <= LATEST_DATE,
    schemaIssue('dateBounds', { min: EARLIEST_DATE, max: LATEST_DATE }),
  );

/** Days from startDate to endDate, both counted. Both must be calendar dates. */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
}

interface MaybeRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * Refinement for an object with startDate and endDate (optional ones are checked when both are given):
 * endDate on or after startDate, and at most `maxDays` days counted inclusively.
 * Use: `z.object({...}).superRefine(dateRange(731))`.
 */
export function dateRange(maxDays: number) {
  return (body: MaybeRange, context: z.RefinementCtx) => {
    const { startDate, endDate } = body;
    if (!startDate || !endDate || !isCalendarDate(startDate) || !isCalendarDate(endDate)) return;
    if (startDate > endDate || daysInRange(startDate, endDate) > maxDays) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        ...schemaIssue('dateRange', { maxDays }),
      });
    }
  };
}

const hasNul = (value: string) => value.includes('\u0000');

const NUL_MESSAGE = schemaText('noNul');

/** A string kept as it is (passwords, tokens): at most `max` characters, no NUL. */
export function rawText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasNul(value), NUL_MESSAGE);
}

/** Free text: trimmed, at most `max` characters, no NUL. */
export function text(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasNul(value), NUL_MESSAGE);
}

/** Free text that must not be empty after trimming. */
export function requiredText(max: number) {
  return text(max).refine((value) => value.length > 0, schemaText('notEmpty'));
}

/** Bounds of a free-form JSON value a client may store (saved filters). */
export const FREE_JSON_LIMITS = { maxDepth: 8, maxNodes: 2000, maxStringLength: 2000 } as const;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a JSON value breaks FREE_JSON_LIMITS, or null. Walks iteratively, so depth never costs stack. */
export function freeJsonProblem(root: unknown): SchemaIssue | null {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > FREE_JSON_LIMITS.maxNodes)
      return schemaIssue('jsonValues', { max: FREE_JSON_LIMITS.maxNodes });
    if (typeof value === 'string') {
      if (value.length > FREE_JSON_LIMITS.maxStringLength)
        return schemaIssue('jsonString', { max: FREE_JSON_LIMITS.maxStringLength });
      if (hasNul(value)) return schemaIssue('noNul');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= FREE_JSON_LIMITS.maxDepth)
      return schemaIssue('jsonDepth', { max: FREE_JSON_LIMITS.maxDepth });
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return schemaIssue('jsonKey', { key });
      if (hasNul(key)) return schemaIssue('noNul');
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** A JSON object a client stores as it is (a saved filter), bounded by FREE_JSON_LIMITS. */
export const freeJsonObject = z
  .unknown()
  .superRefine((value, context) => {
    // Checked before the record copies keys, which would turn a __proto__ key into a prototype.
    const problem = freeJsonProblem(value);
    if (problem) context.addIssue({ code: 'custom', ...problem });
  })
  .pipe(z.record(z.string(), z.unknown()));
