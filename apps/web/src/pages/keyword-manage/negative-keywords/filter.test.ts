import { describe, expect, it } from 'vitest';
import { linkedFilter, toListQuery } from './filter';

describe('a link into the negative-keywords page', () => {
  it('carries its shop and ASIN as the filter, and nothing else', () => {
    const linked = linkedFilter(new URLSearchParams('shopId=3f0c&asin=B0ABC12345&status=x'));
    expect(linked).toEqual({ shopId: '3f0c', asin: 'B0ABC12345' });
    expect(toListQuery(linked!, 1, 20)).toEqual({
      page: 1,
      pageSize: 20,
      shopId: '3f0c',
      asin: 'B0ABC12345',
    });
  });

  it('is no filter when the link carries neither', () => {
    expect(linkedFilter(new URLSearchParams(''))).toBeNull();
    expect(linkedFilter(new URLSearchParams('tab=1'))).toBeNull();
  });
});
