import { MemberApi, type MemberInviteRequest, type MemberUpdateRequest } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchMembers = () => call(MemberApi.list, {});

export const inviteMember = (body: MemberInviteRequest) => call(MemberApi.invite, body);

export const updateMember = (body: MemberUpdateRequest) => call(MemberApi.update, body);

export const removeMember = (userId: string) => call(MemberApi.remove, { userId });

export const revokeInvitation = (invitationId: string) => call(MemberApi.revokeInvite, { invitationId });
