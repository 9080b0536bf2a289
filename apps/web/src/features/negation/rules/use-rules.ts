import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NegRuleDraft, NegRuleSaveRequest } from '@termwise/contracts';
import { deleteRule, fetchRules, previewRule, saveRule } from '@/service/api/negation';
import { useIsAdmin } from '@/features/auth';
import { negationKeys } from '../keys';

export function useRules() {
  return useQuery({ queryKey: negationKeys.rules(), queryFn: fetchRules });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: NegRuleSaveRequest) => saveRule(rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negationKeys.rules() }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRule(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negationKeys.rules() }),
  });
}

export function usePreviewRule() {
  return useMutation({ mutationFn: (rule: NegRuleDraft) => previewRule(rule) });
}

/** The server refuses rule changes from anyone but admins; the screen just does not offer them. */
export const useCanEditRules = useIsAdmin;
