import {
  INVITATION_DAYS,
  Role,
  roleRank,
  type Invitation,
  type Member,
  type MemberInviteRequest,
  type MemberUpdateRequest,
} from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { conflict, fieldInvalid, forbidden, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import { shiftDays } from '../../shop-calendar.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { InvitationBook, InvitationRow } from './invitations.ts';
import type { MembersRepo } from './members-repo.ts';
import type { UserRepo } from './repo.ts';

const ADMINS: Role[] = [Role.super, Role.admin];

export interface MemberDeps {
  repo: UserRepo;
  members: MembersRepo;
  invitations: InvitationBook;
  operationLog: OperationLog;
  /** Ends a member's logins after a change of role or membership (the auth module's). */
  endSessionsOf(userId: string, reason: string): Promise<void>;
  notifyBySms(phone: string, text: string): Promise<void>;
  /** The ids of the organisation's shops (the shop module's): a member is given some of these. */
  shopIdsOf(organisationId: string): Promise<string[]>;
  now?: () => Date;
}

/**
 * An organisation's members: admins invite by phone, change roles, remove members, revoke invitations.
 * An admin acts only on members ranked below them, never on themselves, and the organisation keeps an
 * active admin. Every change is in the operation log and ends the member's logins.
 */
export function createMemberService(deps: MemberDeps) {
  const now = deps.now ?? (() => new Date());

  async function memberBelow(actor: SessionUser, userId: string) {
    const target = await deps.repo.findById(userId);
    if (!target || !maySee(actor, target.organisationId)) throw notFound(messages.member.notFound);
    if (target.id === actor.userId) throw forbidden(messages.member.cannotChangeSelf);
    if (roleRank(target.roles) >= roleRank(actor.roles))
      throw forbidden(messages.member.canChangeOnlyLowerRoles);
    return target;
  }

  function assertMayGive(actor: SessionUser, role: string) {
    if (roleRank([role]) > roleRank(actor.roles)) throw forbidden(messages.member.cannotGiveHigherRole);
  }

  /** A shop list names shops of the organisation only; an admin always sees every shop. */
  async function checkShops(organisationId: string, role: string, shopIds: string[] | null | undefined) {
    if (!shopIds) return;
    if (ADMINS.includes(role as Role)) throw fieldInvalid('shopIds', messages.member.adminSeesEveryShop);
    const own = new Set(await deps.shopIdsOf(organisationId));
    const unknown = shopIds.find((id) => !own.has(id));
    if (unknown || !shopIds.length)
      throw fieldInvalid('shopIds', unknown ? messages.shop.unknown(unknown) : messages.member.noShopGiven);
  }

  const log = (actor: SessionUser, action: string, objectId: string, before: unknown, after: unknown) =>
    deps.operationLog.record(actor, {
      module: 'member',
      action,
      objectType: action === 'invite' || action === 'revoke_invite' ? 'invitation' : 'member',
      objectId,
      before,
      after,
      result: 'success',
    });

  const invitationView = (row: InvitationRow, names: Map<string, string>): Invitation => ({
    id: row.id,
    phone: row.phone,
    role: row.role as Invitation['role'],
    shopIds: row.shopIds,
    invitedBy: { userId: row.invitedBy, userName: names.get(row.invitedBy) ?? '' },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  return {
    async list(actor: SessionUser) {
      assertAnyRole(actor, ADMINS);
      const [rows, open, names] = await Promise.all([
        deps.members.membersOf(actor.organisationId),
        deps.invitations.openOf(actor.organisationId, now()),
        deps.members.namesOf(actor.organisationId),
      ]);
      const members: Member[] = rows.map((row) => ({
        userId: row.userId,
        userName: row.userName,
        phone: row.phone,
        roles: row.roles,
        shopIds: row.shopIds,
        status: row.status,
        lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
        invitedBy: row.inviterId ? { userId: row.inviterId, userName: row.inviterName ?? '' } : null,
        createdAt: row.createdAt.toISOString(),
      }));
      return { members, invitations: open.map((row) => invitationView(row, names)) };
    },

    async invite(actor: SessionUser, request: MemberInviteRequest): Promise<Invitation> {
      assertAnyRole(actor, ADMINS);
      assertMayGive(actor, request.role);
      await checkShops(actor.organisationId, request.role, request.shopIds);
      const members = await deps.members.membersOf(actor.organisationId);
      if (members.some((member) => member.phone === request.phone))
        throw conflict(messages.member.alreadyMember);
      const row = await deps.invitations.invite({
        organisationId: actor.organisationId,
        phone: request.phone,
        role: request.role,
        shopIds: request.shopIds,
        invitedBy: actor.userId,
        expiresAt: shiftDays(now(), INVITATION_DAYS),
      });
      const organisation = await deps.members.organisationName(actor.organisationId);
      const sms = messages.member.invitationSms(actor.userName, organisation, INVITATION_DAYS);
      await deps.notifyBySms(request.phone, `${sms['zh-CN']} ${sms['en-US']}`);
      await log(actor, 'invite', row.id, null, { phone: row.phone, role: row.role, shopIds: row.shopIds });
      return invitationView(row, new Map([[actor.userId, actor.userName]]));
    },

    async update(actor: SessionUser, request: MemberUpdateRequest): Promise<Member> {
      assertAnyRole(actor, ADMINS);
      const target = await memberBelow(actor, request.userId);
      const role = request.role ?? (target.roles.includes(Role.admin) ? Role.admin : Role.user);
      if (request.role) assertMayGive(actor, request.role);
      // An admin sees every shop: becoming one clears a shop list.
      const shopIds = ADMINS.includes(role)
        ? null
        : request.shopIds === undefined
          ? target.shopIds
          : request.shopIds;
      await checkShops(target.organisationId, role, shopIds);
      const kept = target.roles.filter((one) => one !== Role.admin && one !== Role.user);
      const before = { userName: target.userName, roles: target.roles, shopIds: target.shopIds };
      const after = { userName: target.userName, roles: [role, ...kept], shopIds };
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await deps.members.setAccess(target.id, after);
        await deps.endSessionsOf(target.id, 'role or shops changed');
        await log(actor, 'update', target.id, before, after);
      }
      const listed = (await this.list(actor)).members.find((member) => member.userId === target.id);
      return listed!;
    },

    async remove(actor: SessionUser, userId: string) {
      assertAnyRole(actor, ADMINS);
      const target = await memberBelow(actor, userId);
      const isAdmin = target.roles.some((role) => ADMINS.includes(role as Role));
      if (isAdmin && target.status === 'active' && (await deps.repo.otherActiveAdmins(target)) === 0)
        throw forbidden(messages.member.cannotRemoveLastAdmin);
      await deps.endSessionsOf(target.id, 'removed from the organisation');
      await deps.members.remove(target.id, target.organisationId);
      await log(actor, 'remove', target.id, { userName: target.userName, roles: target.roles }, null);
    },

    async revokeInvitation(actor: SessionUser, invitationId: string) {
      assertAnyRole(actor, ADMINS);
      const row = await deps.invitations.find(invitationId);
      if (!row || !maySee(actor, row.organisationId) || !(await deps.invitations.revoke(invitationId)))
        throw notFound(messages.member.invitationNotFound);
      await log(actor, 'revoke_invite', row.id, { phone: row.phone, role: row.role }, null);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
