import type { FailureReason } from '@termwise/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A stored failure in the reader's language. Its parameters that are codes (a status, an action, advice)
 * are translated too; details from Amazon stay in Amazon's words. No reason (an entry from before reasons
 * were stored) falls back to the English message kept with it.
 */
export function failureText(
  t: Translate,
  failure: FailureReason | null | undefined,
  fallback?: string | null,
): string | null {
  if (!failure) return fallback ?? null;
  const { params } = failure;
  return t(`failure.${failure.code}`, {
    ...params,
    advice: params.advice === undefined ? undefined : t(`failure.advice.${params.advice}`),
    action: params.action === undefined ? undefined : t(`failure.action.${params.action}`),
    status: typeof params.status === 'string' ? t(`negation.status.${params.status}`) : params.status,
    reason:
      params.reason === undefined
        ? undefined
        : t(`shop.authErrors.${params.reason}`, { defaultValue: params.reason }),
  });
}
