/**
 * How a keyword or target is shown (SPEC section 3): auto targets as TARGETING_EXPRESSION_PREDEFINED with
 * their match label, product targets as TARGETING_EXPRESSION with `kind: value` parts (asin, asin-expanded,
 * keyword-group, category, brand, and refinements), keywords as their match type and text.
 */
export interface TargetingDisplay {
  displayType: string;
  displayValue: string;
}

const PREDEFINED = 'TARGETING_EXPRESSION_PREDEFINED';
const EXPRESSION = 'TARGETING_EXPRESSION';

/** The auto-targeting groups, by the names Amazon's reports give them, and the labels sellers know them by. */
const PREDEFINED_LABELS: Record<string, string> = {
  'close-match': 'close match',
  'loose-match': 'loose match',
  substitutes: 'substitutes',
  complements: 'complements',
};

/** v3 entity expression types, by the name the report string gives the same thing. */
const EXPRESSION_TYPES: Record<string, string> = {
  QUERY_HIGH_REL_MATCHES: 'close-match',
  QUERY_BROAD_REL_MATCHES: 'loose-match',
  ASIN_SUBSTITUTE_RELATED: 'substitutes',
  ASIN_ACCESSORY_RELATED: 'complements',
  ASIN_SAME_AS: 'asin',
  ASIN_EXPANDED_FROM: 'asin-expanded',
  KEYWORD_GROUP_SAME_AS: 'keyword-group',
  ASIN_CATEGORY_SAME_AS: 'category',
  ASIN_BRAND_SAME_AS: 'brand',
  ASIN_PRICE_LESS_THAN: 'price<',
  ASIN_PRICE_GREATER_THAN: 'price>',
  ASIN_PRICE_BETWEEN: 'price',
  ASIN_REVIEW_RATING_LESS_THAN: 'rating<',
  ASIN_REVIEW_RATING_GREATER_THAN: 'rating>',
  ASIN_REVIEW_RATING_BETWEEN: 'rating',
  ASIN_IS_PRIME_SHIPPING_ELIGIBLE: 'prime-shipping-eligible',
  ASIN_AGE_RANGE_SAME_AS: 'age-range',
  ASIN_GENRE_SAME_AS: 'genre',
};

/** The ASIN a stored target expression (v3 JSON) aims at, if it is an ASIN_SAME_AS target. */
export function targetedAsin(expression: string): string | undefined {
  try {
    const clauses = JSON.parse(expression) as { type?: string; value?: string }[];
    const clause = clauses.find((entry) => entry.type?.toUpperCase() === 'ASIN_SAME_AS');
    return clause?.value?.toUpperCase();
  } catch {
    return undefined;
  }
}

/** A v3 target entity's expression, e.g. `[{type: 'ASIN_SAME_AS', value: 'B0…'}]`. */
export function displayOfTargetExpression(expression: { type: string; value?: string }[]): TargetingDisplay {
  const [first] = expression;
  const firstName = first ? EXPRESSION_TYPES[first.type] : undefined;
  if (expression.length === 1 && firstName && PREDEFINED_LABELS[firstName]) {
    return { displayType: PREDEFINED, displayValue: PREDEFINED_LABELS[firstName] };
  }
  const parts = expression.map(({ type, value }) => {
    const name = EXPRESSION_TYPES[type] ?? type.toLowerCase();
    if (value === undefined) return name;
    return /[<>]$/.test(name) ? `${name} ${value}` : `${name}: ${value}`;
  });
  return { displayType: EXPRESSION, displayValue: parts.join(', ') };
}
