import { describe, expect, it } from 'vitest';
import { findProtectedWord, normaliseTerm } from './terms.ts';

/** What normaliseTerm must answer for any text; it skips the replace only when that changes nothing. */
const reference = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

describe('normaliseTerm', () => {
  it.each([
    'search term 12',
    'Search Term',
    '  padded term ',
    'two  spaces',
    'tab\tinside',
    'line\nbreak',
    'no\u00a0break space',
    '\u3000ideographic space\u3000',
    'ÉCHARPE Laine',
    'İstanbul',
    'ǅungla',
    ' ',
    '',
  ])('normalises %j as trim, lower case and single spaces do', (term) => {
    expect(normaliseTerm(term)).toBe(reference(term));
  });

  it('answers a term already normal unchanged', () => {
    expect(normaliseTerm('running shoes for men')).toBe('running shoes for men');
  });
});

describe('findProtectedWord', () => {
  it('finds a whole protected word whatever its case or spacing, and nothing without words', () => {
    expect(findProtectedWord('Socks by  ACME', [' acme'])).toBe(' acme');
    expect(findProtectedWord('acmeware socks', ['acme'])).toBeUndefined();
    expect(findProtectedWord('acme socks', [])).toBeUndefined();
  });
});
