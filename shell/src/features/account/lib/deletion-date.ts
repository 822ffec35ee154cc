/** A deletion date as the mail shows it too: "14 January 2026" (UTC, a UK product). */
export function formatDeletionDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
