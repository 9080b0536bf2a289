import dayjs from 'dayjs';
import { ATTRIBUTION_DAYS } from '@termwise/contracts';
import { formatInZone, US_WEST_TIME_ZONE } from '@/utils/format';

export type BoardPreset = 'final7' | 'yesterday' | 'd7' | 'd30' | 'd90' | 'custom';
export const BOARD_PRESETS: BoardPreset[] = ['final7', 'yesterday', 'd7', 'd30', 'd90', 'custom'];
/** The board opens on figures Amazon has finished attributing, so no comparison reads restating days. */
export const DEFAULT_PRESET = 'final7';

const DAYS: Record<Exclude<BoardPreset, 'custom'>, number> = {
  final7: 7,
  yesterday: 1,
  d7: 7,
  d30: 30,
  d90: 90,
};

/**
 * A preset's range, ending yesterday on West Coast time (the header clock's day), when Amazon's data ends;
 * the final days end where 7-day attribution is over (ATTRIBUTION_DAYS before yesterday).
 */
export function presetRange(preset: Exclude<BoardPreset, 'custom'>, now = Date.now()) {
  const yesterday = dayjs(formatInZone(now, US_WEST_TIME_ZONE).slice(0, 10)).subtract(1, 'day');
  const end = preset === 'final7' ? yesterday.subtract(ATTRIBUTION_DAYS, 'day') : yesterday;
  return {
    startDate: end.subtract(DAYS[preset] - 1, 'day').format('YYYY-MM-DD'),
    endDate: end.format('YYYY-MM-DD'),
  };
}

/** Which preset a range is, if any. */
export function presetOf(range: { startDate: string; endDate: string }, now = Date.now()): BoardPreset {
  const match = (Object.keys(DAYS) as Exclude<BoardPreset, 'custom'>[]).find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  });
  return match ?? 'custom';
}
