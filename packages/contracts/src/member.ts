import { z } from 'zod';
import { noData, type Endpoint } from './endpoint.ts';
import { Role } from './roles.ts';
import { id, phone } from './validation.ts';

/**
 * Members of an organisation and the invitations that bring new ones in: `/v1/member/*`. Admins invite by
 * phone; the invitee registers with that phone and joins the inviting organisation.
 */

/** The roles an admin may give: an operator (R_USER) or another admin. */
export const memberRole = z.enum([Role.admin, Role.user]);

/** Days an invitation stays open. */
export const INVITATION_DAYS = 7;

/**
 * The shops an operator may see; null: every shop of the organisation. An operator given some shops meets
 * every other shop's data as if it did not exist. Admins always see every shop (a list is refused).
 */
const memberShops = z.array(id).max(200).nullable();

export const memberInviteRequest = z.object({ phone, role: memberRole, shopIds: memberShops.default(null) });
export const memberUpdateRequest = z.object({
  userId: id,
  role: memberRole.optional(),
  shopIds: memberShops.optional(),
});
export const memberRemoveRequest = z.object({ userId: id });
export const revokeInvitationRequest = z.object({ invitationId: id });

const person = z.object({ userId: z.string(), userName: z.string() });

export const member = z.object({
  userId: z.string(),
  userName: z.string(),
  phone: z.string(),
  roles: z.array(z.string()),
  shopIds: z.array(z.string()).nullable(),
  status: z.enum(['active', 'disabled']),
  /** When the member last signed in; null: never. */
  lastLoginAt: z.string().nullable(),
  /** Who invited them; null for the organisation's founder. */
  invitedBy: person.nullable(),
  createdAt: z.string(),
});

export const invitation = z.object({
  id: z.string(),
  phone: z.string(),
  role: memberRole,
  shopIds: z.array(z.string()).nullable(),
  invitedBy: person,
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const memberListResponse = z.object({
  members: z.array(member),
  /** Open invitations: not used, revoked or expired. */
  invitations: z.array(invitation),
});

export type Member = z.infer<typeof member>;
export type Invitation = z.infer<typeof invitation>;
export type MemberListResponse = z.infer<typeof memberListResponse>;
export type MemberInviteRequest = z.infer<typeof memberInviteRequest>;
export type MemberUpdateRequest = z.infer<typeof memberUpdateRequest>;

export const MemberApi = {
  list: { path: '/v1/member/list', body: z.object({}).default({}), response: memberListResponse },
  invite: { path: '/v1/member/invite', body: memberInviteRequest, response: invitation },
  update: { path: '/v1/member/update', body: memberUpdateRequest, response: member },
  remove: { path: '/v1/member/remove', body: memberRemoveRequest, response: noData },
  revokeInvite: { path: '/v1/member/revoke_invite', body: revokeInvitationRequest, response: noData },
} as const satisfies Record<string, Endpoint>;
