import { Role } from '@termwise/contracts';
import { eq, type Column, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-cache.ts';

/** The organisation whose rows a user may see; null for the platform operator, who sees them all. */
export function visibleOrganisation(user: SessionUser): string | null {
  return user.roles.includes(Role.super) ? null : user.organisationId;
}

/** A where-clause part limiting rows to what the user may see (undefined = no limit, which `and` skips). */
export function inVisibleOrganisation(column: Column, user: SessionUser): SQL | undefined {
  const organisationId = visibleOrganisation(user);
  return organisationId ? eq(column, organisationId) : undefined;
}
