import { formatInZone, formatUsWestTime } from '@/utils/format';

/** A UTC instant as the header shows it (Los Angeles) and as the shop's own day reads it. */
export function syncTimes(iso: string, shopTimeZone: string) {
  return {
    losAngeles: formatUsWestTime(new Date(iso)),
    shop: formatInZone(iso, shopTimeZone),
  };
}
