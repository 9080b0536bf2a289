import { describe, expect, it } from 'vitest';
import { displayOfTargetExpression } from './targeting.ts';

describe('targeting display types', () => {
  it('labels auto targets and names each part of a product target', () => {
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
    const product = [{ type: 'ASIN_SAME_AS', value: 'B0ABCDEF12' }];
    expect(displayOfTargetExpression(product)).toEqual({
      displayType: 'TARGETING_EXPRESSION',
      displayValue: 'asin: B0ABCDEF12',
    });
    const cheaper = [
      { type: 'ASIN_CATEGORY_SAME_AS', value: '3744541' },
      { type: 'ASIN_PRICE_LESS_THAN', value: '25.5' },
    ];
    expect(displayOfTargetExpression(cheaper).displayValue).toBe('category: 3744541, price< 25.5');
  });
});
