export const Role = {
  super: 'R_SUPER',
  admin: 'R_ADMIN',
  user: 'R_USER',
  productSelection: 'AUTOMATIC:PRODUCT:SELECTION',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The fixed placeholder button codes of SPEC section 3. */
export const BUTTON_CODES = ['B_CODE1', 'B_CODE2', 'B_CODE3'] as const;
