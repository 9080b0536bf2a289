import { createHash } from 'node:crypto';
import { ASIN_PATTERN } from '@termwise/contracts';

/** Whitespace that normalising changes: at either end, twice in a row, or other than a plain space. */
const UNEVEN_SPACING = /^\s|\s$|\s\s|[^\S ]/;

/**
 * Amazon reports terms lower-case, but typed input (protected words, filters) may not be. A term already
 * normal comes back as it is: a rule's replay normalises each term once a day, and replacing every single
 * space made a new string each time (a sixth of a 90-day backtest's allocations).
 */
export function normaliseTerm(term: string): string {
  const lower = term.toLowerCase();
  return UNEVEN_SPACING.test(lower) ? lower.trim().replace(/\s+/g, ' ') : lower;
}

/** A shopper searched for a product: the term is negated as a product target, not a keyword. */
export function isAsinTerm(term: string): boolean {
  return ASIN_PATTERN.test(term.trim());
}

/**
 * Whole-word match, case-insensitive: "acme" protects "acme socks" and "socks by acme" but not
 * "acmeware", so a short brand word does not shield unrelated terms that merely contain its letters.
 */
export function findProtectedWord(term: string, protectedTerms: readonly string[]): string | undefined {
  if (!protectedTerms.length) return undefined;
  const padded = ` ${normaliseTerm(term)} `;
  return protectedTerms.find((word) => padded.includes(` ${normaliseTerm(word)} `));
}

export interface NegationPlace {
  shopId: string;
  level: 'adGroup' | 'campaign';
  campaignId: string;
  /** null at campaign level. */
  adGroupId: string | null;
}

/** Same term, match type and place in any run gives the same sign, so a term is never negated twice. */
export function uniqueSignOf(place: NegationPlace, matchType: string, term: string): string {
  const parts = [
    place.shopId,
    place.level,
    place.campaignId,
    place.adGroupId ?? '',
    matchType,
    normaliseTerm(term),
  ];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}

/** Keys of the places a term is negated at; a campaign-level negative covers every ad group in it. */
export function negatedKey(campaignId: string, adGroupId: string | null, term: string): string {
  return `${campaignId}|${adGroupId ?? '*'}|${normaliseTerm(term)}`;
}

export function isAlreadyNegated(
  negated: ReadonlySet<string>,
  campaignId: string,
  adGroupId: string | null,
  term: string,
): boolean {
  return (
    negated.has(negatedKey(campaignId, null, term)) ||
    (adGroupId !== null && negated.has(negatedKey(campaignId, adGroupId, term)))
  );
}
