import { describe, expect, it } from 'vitest';
import { decideRoute } from './guard';

const visit = (fullPath: string, hasToken: boolean, roles: string[] = ['R_USER']) =>
  decideRoute({ pathname: fullPath.split('?')[0]!, fullPath, hasToken, roles });

describe('decideRoute', () => {
  it('sends / to the negative-keywords home', () => {
    expect(visit('/', true)).toEqual({ kind: 'redirect', to: '/keyword-manage/negative-keywords' });
  });

  it('sends the hidden /home to the negative-keywords home', () => {
    expect(visit('/home', true)).toEqual({ kind: 'redirect', to: '/keyword-manage/negative-keywords' });
  });

  it('opens constant routes without login', () => {
    for (const path of ['/login', '/login/code-login', '/403', '/404', '/500', '/iframe-page/x']) {
      expect(visit(path, false).kind).toBe('ok');
    }
  });

  it('sends a logged-out visitor to login with the full path to come back to', () => {
    expect(visit('/system-settings/operation-logs?unhandled=1', false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem-settings%2Foperation-logs%3Funhandled%3D1',
    });
  });

  it('sends a logged-in user away from login', () => {
    expect(visit('/login/pwd-login', true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a user open a route without roles', () => {
    expect(visit('/keyword-manage/board', true)).toMatchObject({
      kind: 'ok',
      route: { name: 'keyword-manage_board' },
    });
  });

  it('answers 403 for a route the user lacks the role for', () => {
    expect(visit('/auto-product-selection/aba-search-terms', true)).toEqual({ kind: 'redirect', to: '/403' });
    expect(visit('/auto-product-selection', true)).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('opens role-gated routes for the role and for R_SUPER', () => {
    expect(visit('/auto-product-selection/product-radar', true, ['AUTOMATIC:PRODUCT:SELECTION']).kind).toBe(
      'ok',
    );
    expect(visit('/auto-product-selection/product-radar', true, ['R_SUPER']).kind).toBe('ok');
  });

  it('sends a group path to its first page', () => {
    expect(visit('/system-settings', true)).toEqual({
      kind: 'redirect',
      to: '/system-settings/business-config',
    });
  });

  it('answers 404 for an unknown path', () => {
    expect(visit('/no/such/page', true)).toEqual({ kind: 'redirect', to: '/404' });
  });
});
