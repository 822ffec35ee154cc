/** A deletion date as people read it in mails and on the page: "14 January 2026" (UTC, a UK product). */
export function formatDeletionDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
