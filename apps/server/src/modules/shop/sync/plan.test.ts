import { describe, expect, it } from 'vitest';
import { shopToday } from '../../../shop-calendar.ts';
import { planReportWindows } from './plan.ts';

const ranges = (today: string, newest?: string, restateFrom?: string) =>
  planReportWindows(today, newest, restateFrom)
    .filter((window) => window.type === 'spSearchTerm')
    .map((window) => `${window.startDate}..${window.endDate}`);

describe('report windows', () => {
  it('backfills 90 days in windows of at most 31 days, ending yesterday', () => {
    expect(ranges('2026-11-21')).toEqual([
      '2026-08-23..2026-09-22',
      '2026-09-23..2026-10-23',
      '2026-10-24..2026-11-20',
    ]);
    expect(planReportWindows('2026-11-21', undefined)).toHaveLength(9);
  });

  it('pulls the last 14 days again, and any gap since the newest stored day', () => {
    expect(ranges('2026-11-21', '2026-11-20')).toEqual(['2026-11-07..2026-11-20']);
    expect(ranges('2026-11-21', '2026-10-01')).toEqual(['2026-10-02..2026-11-01', '2026-11-02..2026-11-20']);
  });

  it('pulls again from a day asked to restate', () => {
    expect(ranges('2026-11-21', '2026-11-20', '2026-10-01')).toEqual([
      '2026-10-01..2026-10-31',
      '2026-11-01..2026-11-20',
    ]);
  });

  it('never asks for days Amazon no longer keeps', () => {
    expect(ranges('2026-11-21', '2026-01-01')[0]).toBe('2026-08-20..2026-09-19');
  });

  it('tells the date in the shop zone', () => {
    const at = new Date('2026-11-21T03:00:00Z');
    expect(shopToday('America/Los_Angeles', at)).toBe('2026-11-20');
    expect(shopToday('Asia/Tokyo', at)).toBe('2026-11-21');
  });
});
