const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long a link stays valid, in the words a mail uses: "1 hour", "24 hours", "30 minutes". Whole
 * hours as hours up to two days, whole days beyond; anything else in minutes, rounded up.
 */
export function describeDuration(seconds: number): string {
  if (seconds % DAY === 0 && seconds > 2 * DAY) return plural(seconds / DAY, 'day');
  if (seconds % HOUR === 0) return plural(seconds / HOUR, 'hour');
  return plural(Math.max(1, Math.ceil(seconds / MINUTE)), 'minute');
}
