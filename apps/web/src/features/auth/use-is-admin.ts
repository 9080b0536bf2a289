import { Role } from '@termwise/contracts';
import { useAuthStore } from './store';

const ADMINS: string[] = [Role.super, Role.admin];

/**
 * Whether the signed-in user may do what the server keeps for admins (DESIGN section 4: shops, rules,
 * syncs and rule runs, which can negate on Amazon). The screens hide those actions from anyone else.
 */
export function useIsAdmin(): boolean {
  return useAuthStore((state) => state.user?.roles.some((role) => ADMINS.includes(role)) ?? false);
}
