import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NegRuleBacktestResponse, NegRuleDraft, NegRuleSaveRequest } from '@termwise/contracts';
import { backtestRule, deleteRule, fetchRules, previewRule, saveRule } from '@/service/api/negation';
import { previewHarvestRule } from '@/service/api/harvest';
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

export function usePreviewHarvestRule() {
  return useMutation({ mutationFn: (rule: NegRuleDraft) => previewHarvestRule(rule) });
}

export interface BacktestAsked {
  draft: NegRuleDraft;
  days: number;
  /** A saved rule replayed over the same days beside the draft. */
  compareWith: { id: string; name: string } | null;
}

export interface BacktestResult {
  asked: BacktestAsked;
  draft: NegRuleBacktestResponse;
  compared: NegRuleBacktestResponse | null;
}

/** The draft's backtest, and a saved rule's over the same days when one is chosen to compare with. */
export function useBacktestRule() {
  return useMutation({
    mutationFn: async (asked: BacktestAsked): Promise<BacktestResult> => {
      const [draft, compared] = await Promise.all([
        backtestRule({ rule: asked.draft, days: asked.days, pageSize: 20 }),
        asked.compareWith ? backtestRule({ id: asked.compareWith.id, days: asked.days, pageSize: 1 }) : null,
      ]);
      return { asked, draft, compared };
    },
  });
}

/** The server refuses rule changes from anyone but admins; the screen just does not offer them. */
export const useCanEditRules = useIsAdmin;
