import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes';

describe('field changes of a log entry', () => {
  it('marks only fields whose values differ, nested ones by their top field', () => {
    const before = { name: 'Waste', enabled: true, scope: { asins: ['B01', 'B02'] } };
    const after = { name: 'Waste 2', enabled: true, scope: { asins: ['B01'] } };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', kind: 'changed', before: 'Waste', after: 'Waste 2' },
      { field: 'enabled', kind: 'same', before: true, after: true },
      { field: 'scope', kind: 'changed', before: before.scope, after: after.scope },
    ]);
  });

  it('keeps a field one side did not record as context, not as removed', () => {
    const before = { status: 'pending', searchTerm: 'garlic crusher', amazonId: null };
    const after = { status: 'applied', outcome: 'done' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'status', kind: 'changed', before: 'pending', after: 'applied' },
      { field: 'searchTerm', kind: 'same', before: 'garlic crusher', after: undefined },
      { field: 'amazonId', kind: 'same', before: null, after: undefined },
      { field: 'outcome', kind: 'same', before: undefined, after: 'done' },
    ]);
  });

  it('lists every field of a created object as added and of a deleted one as removed', () => {
    expect(fieldChanges(null, { status: 'pending' })).toEqual([
      { field: 'status', kind: 'added', after: 'pending' },
    ]);
    expect(fieldChanges({ status: 'applied' }, null)).toEqual([
      { field: 'status', kind: 'removed', before: 'applied' },
    ]);
  });

  it('finds nothing when both sides are empty or equal scalars', () => {
    expect(fieldChanges(null, null)).toEqual([]);
    expect(fieldChanges(3, 3)).toEqual([]);
  });
});
