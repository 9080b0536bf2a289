import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './range';

describe('board presets', () => {
  // 05:00 UTC on 2 March is still 1 March in Los Angeles: the day the header clock shows.
  const now = Date.UTC(2026, 2, 2, 5, 0);

  it('end yesterday on West Coast time, not in UTC', () => {
    expect(presetRange('yesterday', now)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(presetRange('d7', now)).toEqual({ startDate: '2026-02-22', endDate: '2026-02-28' });
  });

  it('open on the last 7 days Amazon has finished attributing', () => {
    expect(presetRange('final7', now)).toEqual({ startDate: '2026-02-15', endDate: '2026-02-21' });
    expect(presetOf({ startDate: '2026-02-15', endDate: '2026-02-21' }, now)).toBe('final7');
  });

  it('name a range that matches a preset, and any other range custom', () => {
    expect(presetOf({ startDate: '2026-02-22', endDate: '2026-02-28' }, now)).toBe('d7');
    expect(presetOf({ startDate: '2026-02-23', endDate: '2026-02-28' }, now)).toBe('custom');
  });
});
