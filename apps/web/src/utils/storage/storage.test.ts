import { describe, expect, it } from 'vitest';
import { localStg } from './index';

describe('localStg', () => {
  it('stores values as JSON under the SOY_ prefix', () => {
    localStg.set('token', 'abc');
    expect(window.localStorage.getItem('SOY_token')).toBe('"abc"');
    expect(localStg.get('token')).toBe('abc');
  });

  it('reads a missing key as null', () => {
    expect(localStg.get('refreshToken')).toBeNull();
  });

  it('removes an unparsable value and reads it as null', () => {
    window.localStorage.setItem('SOY_lang', '{not json');
    expect(localStg.get('lang')).toBeNull();
    expect(window.localStorage.getItem('SOY_lang')).toBeNull();
  });

  it('keeps falsy values', () => {
    localStg.set('mixSiderFixed', false);
    localStg.set('lastLoginUserId', '');
    expect(localStg.get('mixSiderFixed')).toBe(false);
    expect(localStg.get('lastLoginUserId')).toBe('');
  });

  it('clear wipes the whole store', () => {
    localStg.set('token', 't');
    window.localStorage.setItem('other', 'x');
    localStg.clear();
    expect(window.localStorage.length).toBe(0);
  });
});
