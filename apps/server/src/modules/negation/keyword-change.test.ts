import type { KeywordChange } from '@termwise/contracts';
import { describe, expect, it } from 'vitest';
import { changeStep, loweredBid, revertStep } from './keyword-change.ts';

const change = (over: Partial<KeywordChange> = {}): KeywordChange => ({
  action: 'lowerBid',
  keywordId: 'k1',
  keywordText: 'wool socks',
  bidChangePercent: 20,
  bidBefore: null,
  bidAfter: null,
  stateBefore: null,
  currencyCode: 'USD',
  state: 'sending',
  changedAt: null,
  revertedAt: null,
  ...over,
});

describe('lowering a keyword bid', () => {
  it('rounds to the minor unit and never goes under the minimum', () => {
    expect(loweredBid(1.07, 20, 'USD')).toBe(0.86);
    expect(loweredBid(0.03, 90, 'USD')).toBe(0.02);
    expect(loweredBid(57, 33, 'JPY')).toBe(38);
    expect(loweredBid(3, 90, 'JPY')).toBe(2);
  });

  it('refuses a bid already at the minimum, and a keyword gone or bidding the default', () => {
    expect(changeStep(change(), { state: 'ENABLED', bid: 0.02 })).toMatchObject({
      kind: 'refuse',
      failure: { code: 'bidAtMinimum' },
    });
    expect(changeStep(change(), undefined)).toMatchObject({ failure: { code: 'keywordUnchangeable' } });
    expect(changeStep(change(), { state: 'ARCHIVED', bid: 1 })).toMatchObject({ kind: 'refuse' });
    expect(changeStep(change(), { state: 'ENABLED', bid: null })).toMatchObject({ kind: 'refuse' });
  });

  it('records the bid before and after, and a retry finishes the recorded bid instead of lowering again', () => {
    const first = changeStep(change(), { state: 'ENABLED', bid: 1 });
    expect(first).toMatchObject({ kind: 'send', update: { keywordId: 'k1', bid: 0.8 } });
    const recorded = first.kind === 'send' ? first.change : change();
    expect(recorded).toMatchObject({ bidBefore: 1, bidAfter: 0.8, stateBefore: 'ENABLED' });
    expect(changeStep(recorded, { state: 'ENABLED', bid: 0.8 }).kind).toBe('done');
    expect(changeStep(recorded, { state: 'ENABLED', bid: 1 })).toMatchObject({ update: { bid: 0.8 } });
  });
});

describe('pausing and reverting', () => {
  it('pauses once and keeps the state before', () => {
    const pause = change({ action: 'pause', bidChangePercent: null });
    expect(changeStep(pause, { state: 'ENABLED', bid: 1 })).toMatchObject({
      kind: 'send',
      update: { state: 'PAUSED' },
      change: { stateBefore: 'ENABLED' },
    });
    expect(changeStep(pause, { state: 'PAUSED', bid: 1 }).kind).toBe('done');
  });

  it('puts the bid back only while the keyword holds what the change set', () => {
    const applied = change({ bidBefore: 1, bidAfter: 0.8, state: 'applied' });
    expect(revertStep(applied, { state: 'ENABLED', bid: 0.8 })).toMatchObject({ update: { bid: 1 } });
    expect(revertStep(applied, { state: 'ENABLED', bid: 1 }).kind).toBe('done');
    expect(revertStep(applied, { state: 'ENABLED', bid: 0.5 })).toMatchObject({
      failure: { code: 'keywordChangedSince' },
    });
    const paused = change({ action: 'pause', stateBefore: 'ENABLED', state: 'applied' });
    expect(revertStep(paused, { state: 'PAUSED', bid: 1 })).toMatchObject({ update: { state: 'ENABLED' } });
  });
});
