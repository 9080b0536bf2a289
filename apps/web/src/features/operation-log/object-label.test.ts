import { describe, expect, it } from 'vitest';
import { objectName } from './object-label';

describe('operation log object label', () => {
  it('names a negation by its term and a rule by its name', () => {
    expect(objectName({ objectId: 'n1', before: null, after: { searchTerm: 'free socks' } })).toBe(
      'free socks',
    );
    expect(objectName({ objectId: 'r1', before: { name: 'Waste' }, after: null })).toBe('Waste');
  });

  it('falls back to the id', () => {
    expect(objectName({ objectId: 's1', before: null, after: { jobId: 'j' } })).toBe('s1');
  });
});
