import type { KeywordChange } from '@termwise/contracts';
import { failureOf, type FailureReason } from '../../http/failure.ts';
import {
  keywordBidBounds,
  roundToCurrency,
  type KeywordSettings,
  type KeywordUpdate,
} from '../amazon/index.ts';

/**
 * What a keyword review sends to Amazon, decided from the change written down and the keyword as Amazon
 * holds it now. Pure: the service reads, calls this, then writes.
 */
export type ChangeStep =
  /** Amazon already holds the result (a crashed attempt got through, or nothing was left to do). */
  | { kind: 'done'; change: KeywordChange }
  | { kind: 'send'; change: KeywordChange; update: KeywordUpdate }
  | { kind: 'refuse'; message: string; failure: FailureReason };

/** The bid lowered by `percent`, rounded to the currency's minor unit, never under Amazon's minimum. */
export function loweredBid(bid: number, percent: number, currency: string): number {
  const lowered = roundToCurrency(currency, bid * (1 - percent / 100));
  return Math.max(lowered, keywordBidBounds(currency).min);
}

const gone = (change: KeywordChange): ChangeStep => ({
  kind: 'refuse',
  message: `keyword "${change.keywordText}" (${change.keywordId}) is archived or gone on Amazon`,
  failure: failureOf('keywordUnchangeable', { keyword: change.keywordText }),
});

/** Lowering the bid or pausing. A change already carrying its target (a retry) is finished, not redone. */
export function changeStep(change: KeywordChange, live: KeywordSettings | undefined): ChangeStep {
  if (!live || live.state === 'ARCHIVED') return gone(change);
  const { keywordId } = change;
  if (change.action === 'pause') {
    const recorded = { ...change, stateBefore: change.stateBefore ?? live.state };
    if (live.state === 'PAUSED') return { kind: 'done', change: recorded };
    return { kind: 'send', change: recorded, update: { keywordId, state: 'PAUSED' } };
  }
  if (change.bidAfter !== null) {
    if (live.bid === change.bidAfter) return { kind: 'done', change };
    return { kind: 'send', change, update: { keywordId, bid: change.bidAfter } };
  }
  // Amazon leaves out the bid of a keyword that bids its ad group's default: that is not this keyword's to lower.
  if (live.bid === null) return gone(change);
  const bidAfter = loweredBid(live.bid, change.bidChangePercent!, change.currencyCode);
  if (bidAfter >= live.bid) {
    return {
      kind: 'refuse',
      message: `the bid of "${change.keywordText}" is already ${live.bid} ${change.currencyCode}, Amazon's minimum`,
      failure: failureOf('bidAtMinimum', {
        keyword: change.keywordText,
        bid: live.bid,
        currency: change.currencyCode,
      }),
    };
  }
  const recorded = { ...change, bidBefore: live.bid, bidAfter, stateBefore: live.state };
  return { kind: 'send', change: recorded, update: { keywordId, bid: bidAfter } };
}

/**
 * Putting the keyword back as it was. Refused when someone changed it on Amazon since (a revert would
 * overwrite their change); done when it is already back (a crashed revert got through).
 */
export function revertStep(change: KeywordChange, live: KeywordSettings | undefined): ChangeStep {
  if (!live || live.state === 'ARCHIVED') return gone(change);
  const { keywordId } = change;
  const [before, after, now] =
    change.action === 'lowerBid'
      ? [change.bidBefore, change.bidAfter, live.bid]
      : [change.stateBefore, 'PAUSED', live.state];
  if (now === before) return { kind: 'done', change };
  if (now !== after) {
    return {
      kind: 'refuse',
      message: `keyword "${change.keywordText}" was changed on Amazon since; reverting would overwrite that`,
      failure: failureOf('keywordChangedSince', { keyword: change.keywordText }),
    };
  }
  const update: KeywordUpdate =
    change.action === 'lowerBid'
      ? { keywordId, bid: change.bidBefore! }
      : { keywordId, state: change.stateBefore as 'ENABLED' | 'PAUSED' };
  return { kind: 'send', change, update };
}
