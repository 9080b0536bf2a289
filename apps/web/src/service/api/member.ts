import { MemberApi, UserApi, type MemberInviteRequest, type MemberUpdateRequest } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchMembers = () => call(MemberApi.list, {});

export const inviteMember = (body: MemberInviteRequest) => call(MemberApi.invite, body);

export const updateMember = (body: MemberUpdateRequest) => call(MemberApi.update, body);

/** Disabling ends the member's logins; they keep their place and can be enabled again. */
export const setMemberStatus = (userId: string, status: 'active' | 'disabled') =>
  call(UserApi.setStatus, { userId, status });

export const removeMember = (userId: string) => call(MemberApi.remove, { userId });

export const revokeInvitation = (invitationId: string) => call(MemberApi.revokeInvite, { invitationId });
