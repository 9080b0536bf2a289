import { describe, expect, it } from 'vitest';
import { subjectsOf } from './chart-subjects';

describe('what the ad chart can step to', () => {
  it('offers the term where it was negated, across the shop, its ad group and its campaign', () => {
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
    expect(subjects.map((subject) => [subject.key, subject.id, subject.adGroupId])).toEqual([
      ['searchTermHere', 'free socks', 'g1'],
      ['searchTerm', 'free socks', undefined],
      ['adGroup', 'g1', undefined],
      ['campaign', 'c1', undefined],
      ['keyword', '', undefined],
      ['target', '', undefined],
    ]);
    expect(subjects.map((subject) => [subject.level, subject.id]).slice(1)).toEqual([
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
      { key: 'keyword', level: 'keyword', id: 'k9', label: 'wool socks' },
      { key: 'target', level: 'target', id: '', label: '' },
    ]);
  });
});
