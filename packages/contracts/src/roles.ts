export const Role = {
  super: 'R_SUPER',
  admin: 'R_ADMIN',
  user: 'R_USER',
  productSelection: 'AUTOMATIC:PRODUCT:SELECTION',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Who outranks whom: a user manages only users ranked below them (R_SUPER > R_ADMIN > R_USER). */
export function roleRank(roles: readonly string[]): number {
  if (roles.includes(Role.super)) return 3;
  if (roles.includes(Role.admin)) return 2;
  return 1;
}

/** The fixed placeholder button codes of SPEC section 3. */
export const BUTTON_CODES = ['B_CODE1', 'B_CODE2', 'B_CODE3'] as const;
