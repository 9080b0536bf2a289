import { describe, expect, it } from 'vitest';
import { subjectsOf } from './chart-subjects';

describe('what the ad chart can step to', () => {
  it('offers the term, its ad group and its campaign', () => {
    const subjects = subjectsOf({
      shopId: 's1',
      level: 'searchTerm',
      id: 'free socks',
      label: 'free socks',
      currencyCode: 'USD',
      campaign: { id: 'c1', name: 'Socks Auto' },
      adGroup: { id: 'g1', name: 'Auto group' },
      searchTerm: 'free socks',
    });
    expect(subjects.map((subject) => [subject.level, subject.id])).toEqual([
      ['searchTerm', 'free socks'],
      ['adGroup', 'g1'],
      ['campaign', 'c1'],
      ['keyword', ''],
      ['target', ''],
    ]);
  });

  it('keeps a keyword it was opened on', () => {
    const subjects = subjectsOf({
      shopId: 's1',
      level: 'keyword',
      id: 'k9',
      label: 'wool socks',
      currencyCode: 'EUR',
    });
    expect(subjects).toEqual([
      { level: 'keyword', id: 'k9', label: 'wool socks' },
      { level: 'target', id: '', label: '' },
    ]);
  });
});
