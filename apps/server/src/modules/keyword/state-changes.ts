import type { ActionRepo } from './action-repo.ts';

/** A keyword's state change made from the duplicates page: paused, and resumed when the pause was reverted. */
export interface KeywordStateChange {
  keywordId: string;
  campaignId: string;
  adGroupId: string | null;
  kind: 'paused' | 'resumed';
  at: Date;
}

/** What other modules (the rank chart) read of the keyword state changes this module made. */
export interface KeywordStateChanges {
  /**
   * The pauses (and their reverts) of the ASIN's keywords of that text, by the text the action recorded: a
   * paused keyword is no longer among the shop's live keywords after the next sync.
   */
  since(shopId: string, asin: string, text: string, since: Date): Promise<KeywordStateChange[]>;
}

export function createKeywordStateChanges(actions: ActionRepo): KeywordStateChanges {
  return {
    async since(shopId, asin, text, since) {
      const pauses = await actions.pausesOf(shopId, asin, text, since);
      return pauses.flatMap((pause) => {
        const where = {
          keywordId: pause.keywordId!,
          campaignId: pause.campaignId,
          adGroupId: pause.adGroupId,
        };
        const paused: KeywordStateChange = { ...where, kind: 'paused', at: pause.createdAt };
        if (pause.status !== 'reverted') return [paused];
        return [paused, { ...where, kind: 'resumed' as const, at: pause.updatedAt }];
      });
    },
  };
}
