import { describe, expect, it } from 'vitest';
import { changeOf } from './texts.ts';

describe('changes against the day before', () => {
  it('ratios move in percentage points, not in percent of a percent', () => {
    expect(changeOf('acos', 0.33, 0.3, ' pts')).toEqual({ text: '▲3.00 pts', good: false });
    expect(changeOf('cvr', 0.1, 0.125, ' pts')).toEqual({ text: '▼2.50 pts', good: false });
    expect(changeOf('acos', 0.2, 0, ' pts')).toEqual({ text: '▲20.00 pts', good: false });
  });

  it('amounts and counts move in percent of the day before', () => {
    expect(changeOf('sales', 42, 100, ' pts')).toEqual({ text: '▼58.00%', good: false });
    expect(changeOf('cost', 0, 0, ' pts')).toEqual({ text: '', good: null });
  });
});
