import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NegRuleDraft, NegRuleSaveRequest } from '@termwise/contracts';
import { deleteRule, fetchRules, previewRule, saveRule } from '@/service/api/negation';
import { useAuthStore } from '@/features/auth';
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

const RULE_EDITORS = ['R_SUPER', 'R_ADMIN'];

/** The server refuses rule changes from anyone else; the screen just does not offer them. */
export function useCanEditRules(): boolean {
  return useAuthStore((state) => state.user?.roles.some((role) => RULE_EDITORS.includes(role)) ?? false);
}
