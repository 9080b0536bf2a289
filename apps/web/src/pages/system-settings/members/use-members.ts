import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberInviteRequest, MemberUpdateRequest } from '@termwise/contracts';
import {
  fetchMembers,
  inviteMember,
  removeMember,
  revokeInvitation,
  setMemberStatus,
  updateMember,
} from '@/service/api/member';

const membersKey = ['members'] as const;

export function useMembers() {
  return useQuery({ queryKey: membersKey, queryFn: fetchMembers });
}

/** The member changes; each refreshes the list when it lands. */
export function useMemberChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey });
  return {
    invite: useMutation({
      mutationFn: (body: MemberInviteRequest) => inviteMember(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: MemberUpdateRequest) => updateMember(body),
      onSuccess: refresh,
    }),
    status: useMutation({
      mutationFn: ({ userId, status }: { userId: string; status: 'active' | 'disabled' }) =>
        setMemberStatus(userId, status),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (userId: string) => removeMember(userId), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (id: string) => revokeInvitation(id), onSuccess: refresh }),
  };
}
