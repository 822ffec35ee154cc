/** A period-end date as users read it in messages: "14 January 2026" (UTC, the product is UK-based). */
export function formatPeriodEndDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
