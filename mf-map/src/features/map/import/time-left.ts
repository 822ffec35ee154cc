const SECONDS_PER_MINUTE = 60;

/**
 * An estimate's time, simply: "40 s" under a minute, else whole minutes ("2 min"). The units are
 * symbols rather than contract texts: everything in contracts' `messages` also lands in the embed's
 * bundle, which has no room to spare.
 */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < SECONDS_PER_MINUTE) return `${whole} s`;
  return `${Math.round(whole / SECONDS_PER_MINUTE)} min`;
}
