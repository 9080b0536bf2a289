import { Role } from '@termwise/contracts';
import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';

/** Who is calling: what every module needs of the signed-in user, whichever module signed them in. */
export interface SessionUser {
  userId: string;
  organisationId: string;
  userName: string;
  roles: string[];
  /** The shops of the organisation this member was given; null: every shop (admins always). */
  shopIds: string[] | null;
  disabled: boolean;
}

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
}

/** The organisation whose rows a user may see; null for the platform operator, who sees them all. */
export function visibleOrganisation(user: SessionUser): string | null {
  return user.roles.includes(Role.super) ? null : user.organisationId;
}

/** The shops a member is limited to; null when they see every shop of their organisation. */
export function visibleShopIds(user: SessionUser): readonly string[] | null {
  const isAdmin = user.roles.includes(Role.super) || user.roles.includes(Role.admin);
  return isAdmin ? null : user.shopIds;
}

/**
 * Whether a row of `organisationId` is the user's to see (DESIGN 4); with `shopId`, also whether that shop
 * is one they were given. A row of no shop (a rule, a bot) is the organisation's: `shopId` left out.
 */
export function maySee(user: SessionUser, organisationId: string | null, shopId?: string | null): boolean {
  const visible = visibleOrganisation(user);
  if (visible !== null && visible !== organisationId) return false;
  const shops = visibleShopIds(user);
  return shops === null || shopId === undefined || (shopId !== null && shops.includes(shopId));
}

/**
 * A where-clause part limiting rows to what the user may see (undefined = no limit, which `and` skips):
 * their organisation's rows and, for a member given some shops, the rows of those shops only. `shop` is
 * the row's shop column; a row of no shop (null) there is the organisation's and stays visible only if
 * `noShop` is 'visible'.
 */
export function inVisibleScope(
  user: SessionUser,
  columns: { organisation: Column; shop?: Column },
  noShop: 'visible' | 'hidden' = 'hidden',
): SQL | undefined {
  const organisationId = visibleOrganisation(user);
  const shops = visibleShopIds(user);
  const inOrganisation = organisationId ? eq(columns.organisation, organisationId) : undefined;
  if (shops === null || !columns.shop) return inOrganisation;
  const inShops = shops.length ? inArray(columns.shop, [...shops]) : sql`false`;
  return and(inOrganisation, noShop === 'visible' ? or(inShops, isNull(columns.shop)) : inShops);
}

/** A where-clause part limiting rows to the user's organisation only (rows that belong to no shop). */
export function inVisibleOrganisation(column: Column, user: SessionUser): SQL | undefined {
  return inVisibleScope(user, { organisation: column });
}
