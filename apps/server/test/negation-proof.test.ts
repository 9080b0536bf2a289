import { describe, expect, it } from 'vitest';
import { comparisonWindows } from '../src/modules/negation/log/comparison.ts';

const TODAY = '2026-11-23';

describe('proof windows: "since" never reaches back before the negation', () => {
  it('a negation 30 days ago: windows start the day after it; 30 and 65 days are not yet available', () => {
    const { endDate, windows } = comparisonWindows(2, '2026-10-24', '2026-10-24', TODAY);
    expect(endDate).toBe('2026-11-22');
    expect(windows.last7).toEqual({ from: '2026-10-25', to: '2026-10-31', available: true });
    expect(windows.last30.available).toBe(false);
    expect(windows.last65.available).toBe(false);
    expect(windows.all).toEqual({ from: '2026-10-25', to: '2026-11-22', available: true });
  });

  it('a negation 31 days ago has a whole 30-day window after it', () => {
    const { windows } = comparisonWindows(2, '2026-10-22', '2026-10-22', TODAY);
    expect(windows.last30).toEqual({ from: '2026-10-23', to: '2026-11-21', available: true });
  });

  it('negated today or yesterday: nothing to show yet', () => {
    for (const negatedOn of [TODAY, '2026-11-22']) {
      const { windows } = comparisonWindows(2, negatedOn, negatedOn, TODAY);
      expect(Object.values(windows).every((window) => !window.available)).toBe(true);
    }
  });

  it('a proposal never negated has no "since"', () => {
    const { windows } = comparisonWindows(2, null, '2026-11-01', TODAY);
    expect(Object.values(windows).every((window) => !window.available && window.from === null)).toBe(true);
  });

  it('the evidence windows end on the negation date', () => {
    const { endDate, windows } = comparisonWindows(1, '2026-10-24', '2026-10-24', TODAY);
    expect(endDate).toBe('2026-10-24');
    expect(windows.last7).toEqual({ from: '2026-10-18', to: '2026-10-24', available: true });
    expect(windows.all).toEqual({ from: null, to: '2026-10-24', available: true });
  });

  it('every available "since" window lies wholly after the negation date, for any date in the past', () => {
    for (let back = 0; back <= 120; back += 1) {
      const negatedOn = new Date(Date.parse(`${TODAY}T00:00:00Z`) - back * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const { windows } = comparisonWindows(2, negatedOn, negatedOn, TODAY);
      for (const window of Object.values(windows)) {
        if (!window.available) continue;
        expect(window.from! > negatedOn).toBe(true);
        expect(window.to! < TODAY).toBe(true);
      }
    }
  });
});
