import { RADAR_TREND_PERIODS, type AbaPeriod, type abaRadarRequest } from '@termwise/contracts';
import type { z } from 'zod';
import { periodBefore } from './periods.ts';
import type { RadarLens, RadarRepo } from './radar-repo.ts';
import type { AbaReportRow } from './report-repo.ts';
import type { TermsRepo } from './terms-repo.ts';

/** A year back, and how far ahead of that the seasonal view looks (a year ago, the next month). */
const YEAR: Record<AbaPeriod, number> = { WEEK: 52, MONTH: 12 };
const AHEAD: Record<AbaPeriod, number> = { WEEK: 4, MONTH: 1 };
/** New terms: absent from this many periods before the current one (those loaded). */
const NEW_SINCE = 4;

/**
 * One page of a radar view over `ready` (the marketplace's loaded reports of the period kind, newest first):
 * its rows with their rank trends, or the period starts the view still needs loaded.
 */
export async function radarPage(
  deps: { radar: RadarRepo; terms: TermsRepo },
  ready: AbaReportRow[],
  input: z.output<typeof abaRadarRequest>,
) {
  const [current] = ready;
  if (!current) return { rows: [], total: 0, missingPeriods: [], current };
  const byStart = new Map(ready.map((report) => [report.startDate, report.id]));
  const startBack = (periods: number) => periodBefore(input.reportPeriod, current.startDate, periods);
  const missingPeriods: string[] = [];
  const need = (periods: number) => {
    const id = byStart.get(startBack(periods));
    if (!id) missingPeriods.push(startBack(periods));
    return id ?? '';
  };
  const lens = lensOf(input, need, (periods) => byStart.get(startBack(periods)));
  if (missingPeriods.length) return { rows: [], total: 0, missingPeriods, current };

  const back = { 1: byStart.get(startBack(1)), 4: byStart.get(startBack(4)), 12: byStart.get(startBack(12)) };
  const page = await deps.radar.page({
    reportId: current.id,
    back,
    lens,
    rankMax: input.rankMax,
    include: input.include.toLowerCase().split(/\s+/).filter(Boolean),
    department: input.department,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const trendStarts = Array.from({ length: RADAR_TREND_PERIODS }, (_, index) =>
    startBack(RADAR_TREND_PERIODS - 1 - index),
  );
  const trendIds = trendStarts.map((start) => byStart.get(start));
  const grid = await deps.terms.rankGrid(
    trendIds.filter((id): id is string => Boolean(id)),
    page.rows.map((row) => row.searchTerm),
  );
  const rows = page.rows.map((row) => ({
    ...row,
    trend: trendIds.map((id) => (id ? (grid.get(`${id}|${row.searchTerm}`) ?? null) : null)),
  }));
  return { rows, total: page.total, missingPeriods, current };
}

function lensOf(
  input: z.output<typeof abaRadarRequest>,
  need: (periods: number) => string,
  loaded: (periods: number) => string | undefined,
): RadarLens {
  switch (input.view) {
    case 'rising':
      return { kind: 'growth', before: need(input.horizon) };
    case 'seasonal': {
      const year = YEAR[input.reportPeriod];
      return { kind: 'season', from: need(year), to: need(year - AHEAD[input.reportPeriod]) };
    }
    case 'unowned':
      return { kind: 'unowned', maxClickShareTop3: input.maxClickShareTop3 };
    case 'new': {
      const earlier = Array.from({ length: NEW_SINCE }, (_, index) => loaded(index + 1)).filter(
        (id): id is string => Boolean(id),
      );
      // Without the period before, every term would read as new.
      if (!earlier.length) need(1);
      return { kind: 'new', absentFrom: earlier };
    }
  }
}
