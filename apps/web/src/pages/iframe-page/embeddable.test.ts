import { describe, expect, it } from 'vitest';
import { checkEmbeddable, DEFAULT_IFRAME_ALLOWLIST, parseAllowlist } from './embeddable';

const allow = ['https://advertising.amazon.com'];

describe('checkEmbeddable', () => {
  it('accepts an allowed https page', () => {
    expect(checkEmbeddable('https://advertising.amazon.com/help#x', allow)).toEqual({
      ok: true,
      url: 'https://advertising.amazon.com/help#x',
    });
  });

  it('refuses javascript: and data: URLs', () => {
    expect(checkEmbeddable('javascript:alert(1)', allow)).toEqual({ ok: false, reason: 'protocol' });
    expect(checkEmbeddable('data:text/html,<b>x</b>', allow)).toEqual({ ok: false, reason: 'protocol' });
  });

  it('refuses other origins, including look-alikes', () => {
    expect(checkEmbeddable('https://advertising.amazon.com.evil.io/', allow)).toMatchObject({
      ok: false,
      reason: 'origin',
    });
    expect(checkEmbeddable('http://advertising.amazon.com/', allow)).toMatchObject({
      ok: false,
      reason: 'origin',
    });
  });

  it('refuses what is no URL', () => {
    expect(checkEmbeddable('not a url', allow)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('parseAllowlist', () => {
  it('reads comma-separated origins and falls back to the default', () => {
    expect(parseAllowlist(' https://a.example/x , https://b.example ')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseAllowlist(undefined)).toEqual(DEFAULT_IFRAME_ALLOWLIST);
  });
});
