import type { HarvestPreviewResponse, NegRuleDraft } from '@termwise/contracts';
import type { SessionUser } from '../../http/session-user.ts';
import type { HarvestRules } from '../negation/index.ts';
import type { HarvestScan } from './scan.ts';

/**
 * A harvest rule's dry run over the shops of its scope the user sees: each term it would propose, and
 * whether the run would harvest it alone (an automatic rule past its trial, within the per-run maximum).
 */
export function createHarvestPreview(deps: {
  scan: HarvestScan;
  harvestRules: HarvestRules;
  maxAutomaticPerRun: number;
}) {
  return async function preview(
    user: SessionUser,
    request: { id?: string; rule?: NegRuleDraft },
  ): Promise<HarvestPreviewResponse> {
    const response: HarvestPreviewResponse = { rows: [], total: 0, heldBack: null };
    for (const { target, rule } of await deps.harvestRules.onShops(user, request)) {
      const found = await deps.scan.preview(target, rule);
      const automatic = rule.flag === 1 && !rule.trialRun;
      if (rule.flag === 1 && rule.trialRun && found.length) response.heldBack = 'trialRun';
      if (automatic && found.length > deps.maxAutomaticPerRun) response.heldBack ??= 'runMaximum';
      found.forEach(({ candidate }, index) => {
        response.rows.push({
          shopId: target.id,
          shopName: target.name,
          currency: target.currencyCode,
          asin: candidate.asin,
          searchTerm: candidate.searchTerm,
          kind: candidate.kind,
          source: candidate.source,
          destination: candidate.destination,
          metrics: candidate.metrics,
          flag: automatic && index < deps.maxAutomaticPerRun ? 1 : 2,
        });
      });
    }
    response.total = response.rows.length;
    return response;
  };
}

export type HarvestPreview = ReturnType<typeof createHarvestPreview>;
