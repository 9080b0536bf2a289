import { describe, expect, it } from 'vitest';
import { jsonDiff } from './json-diff';

describe('json diff of a log entry', () => {
  it('lists changed, added and removed leaves by path', () => {
    const before = { name: 'Waste', enabled: true, scope: { asins: ['B01', 'B02'] }, cpcTarget: 1 };
    const after = { name: 'Waste 2', enabled: true, scope: { asins: ['B01'] }, flag: 2 };
    expect(jsonDiff(before, after)).toEqual([
      { path: 'cpcTarget', kind: 'removed', before: 1 },
      { path: 'flag', kind: 'added', after: 2 },
      { path: 'name', kind: 'changed', before: 'Waste', after: 'Waste 2' },
      { path: 'scope.asins.1', kind: 'removed', before: 'B02' },
    ]);
  });

  it('treats a created object as added and a deleted one as removed', () => {
    expect(jsonDiff(null, { status: 'pending' })).toEqual([
      { path: '', kind: 'added', after: { status: 'pending' } },
    ]);
    expect(jsonDiff({ status: 'applied' }, null)).toEqual([
      { path: '', kind: 'removed', before: { status: 'applied' } },
    ]);
  });

  it('finds nothing when both sides are equal', () => {
    expect(jsonDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('orders array indexes numerically', () => {
    const before = Array.from({ length: 12 }, (_, index) => index);
    const after = before.map((value) => (value === 2 || value === 10 ? -value : value));
    expect(jsonDiff(before, after).map((line) => line.path)).toEqual(['2', '10']);
  });
});
