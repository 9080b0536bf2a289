import { Role } from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import type { SessionUser } from '../auth/session-cache.ts';

export { inVisibleOrganisation } from '../common/tenancy.ts';

/** Rules are organisation configuration: admins change them, every member reads them (DESIGN 4). */
export function assertMayChangeRules(user: SessionUser) {
  assertAnyRole(user, [Role.super, Role.admin]);
}
