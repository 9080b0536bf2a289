/** The header's zone (SPEC 9): notification times are shown there. */
export const DISPLAY_ZONE = 'America/Los_Angeles';

/** YYYY-MM-DD HH:mm in the given zone. */
export function formatZoned(at: Date, timezone: string = DISPLAY_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
