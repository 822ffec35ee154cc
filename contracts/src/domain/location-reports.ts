/**
 * Reports from viewers (issue 25): why a viewer reports a location, and the rules the browser shows
 * and maps enforces. The reasons' labels are in `locationReportMessages`.
 */
export const REPORT_REASONS = ['spam', 'wrong', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's optional note is at most this long ("The note can be at most 500 characters."). */
export const REPORT_NOTE_MAX_LENGTH = 500;

/**
 * Reports from this many distinct sources hide a location from everyone but its author and the
 * owner: distinct networks (IPv4 /24, IPv6 /48), or distinct accounts with a verified e-mail.
 */
export const REPORT_SOURCES_TO_HIDE = 3;
