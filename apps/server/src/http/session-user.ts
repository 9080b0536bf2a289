import { Role } from '@termwise/contracts';
import { eq, type Column, type SQL } from 'drizzle-orm';

/** Who is calling: what every module needs of the signed-in user, whichever module signed them in. */
export interface SessionUser {
  userId: string;
  organisationId: string;
  userName: string;
  roles: string[];
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

/** Whether a row of `organisationId` is the user's to see (DESIGN 4). */
export function maySee(user: SessionUser, organisationId: string | null): boolean {
  const visible = visibleOrganisation(user);
  return visible === null || visible === organisationId;
}

/** A where-clause part limiting rows to what the user may see (undefined = no limit, which `and` skips). */
export function inVisibleOrganisation(column: Column, user: SessionUser): SQL | undefined {
  const organisationId = visibleOrganisation(user);
  return organisationId ? eq(column, organisationId) : undefined;
}
