import { describe, expect, it } from 'vitest';
import { displayOfReportTargeting, displayOfTargetExpression } from './targeting.ts';

/** How Amazon writes a v3 expression in a report's `targeting` column. */
function reportStringOf(expression: { type: string; value?: string }[]): string {
  const names: Record<string, string> = {
    QUERY_BROAD_REL_MATCHES: 'loose-match',
    ASIN_SAME_AS: 'asin',
    ASIN_CATEGORY_SAME_AS: 'category',
    ASIN_BRAND_SAME_AS: 'brand',
  };
  return expression
    .map(({ type, value }) => (value === undefined ? names[type] : `${names[type]}="${value}"`))
    .join(' ');
}

describe('targeting display types', () => {
  it('labels the four auto-targeting groups', () => {
    const labels = ['close-match', 'loose-match', 'substitutes', 'complements'].map(
      (text) => displayOfReportTargeting('TARGETING_EXPRESSION_PREDEFINED', text).displayValue,
    );
    expect(labels).toEqual(['close match', 'loose match', 'substitutes', 'complements']);
  });

  it('names each product-targeting kind with its value', () => {
    const show = (text: string) => displayOfReportTargeting('TARGETING_EXPRESSION', text);
    expect(show('asin="B0ABCDEF12"')).toEqual({
      displayType: 'TARGETING_EXPRESSION',
      displayValue: 'asin: B0ABCDEF12',
    });
    expect(show('asin-expanded="B0ABCDEF12"').displayValue).toBe('asin-expanded: B0ABCDEF12');
    expect(show('category="3744541"').displayValue).toBe('category: 3744541');
    expect(show('brand="Northpeak"').displayValue).toBe('brand: Northpeak');
    expect(show('keyword-group="Garlic press"').displayValue).toBe('keyword-group: Garlic press');
    expect(show('category="3744541" price<25.5').displayValue).toBe('category: 3744541, price< 25.5');
  });

  it('keeps keywords as their match type and text', () => {
    expect(displayOfReportTargeting('PHRASE', 'garlic press')).toEqual({
      displayType: 'PHRASE',
      displayValue: 'garlic press',
    });
  });

  it('reads v3 entity expressions the same way as report strings', () => {
    const auto = [{ type: 'QUERY_BROAD_REL_MATCHES' }];
    const manual = [
      { type: 'ASIN_CATEGORY_SAME_AS', value: '123' },
      { type: 'ASIN_BRAND_SAME_AS', value: '456' },
    ];
    expect(displayOfTargetExpression(auto)).toEqual({
      displayType: 'TARGETING_EXPRESSION_PREDEFINED',
      displayValue: 'loose match',
    });
    expect(displayOfTargetExpression(manual).displayValue).toBe('category: 123, brand: 456');
    for (const expression of [auto, manual, [{ type: 'ASIN_SAME_AS', value: 'B0ABCDEF12' }]]) {
      const fromReport = displayOfReportTargeting(
        displayOfTargetExpression(expression).displayType,
        reportStringOf(expression),
      );
      expect(fromReport).toEqual(displayOfTargetExpression(expression));
    }
  });
});
