import { describe, expect, it } from 'vitest';
import { safeRedirect } from './use-login-flow';

describe('safeRedirect', () => {
  it.each([
    '/\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    null,
  ])('sends %j home', (redirect) => {
    expect(safeRedirect(redirect)).toBe('/');
  });

  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/system-settings/operation-logs?unhandled=1')).toBe(
      '/system-settings/operation-logs?unhandled=1',
    );
  });
});
