/** The three parts of "Download my data", each as its service answers it. */
export interface DataParts {
  account: unknown;
  maps: unknown;
  billing: unknown;
}

/** The downloaded file's content: when it was made, then each service's part. */
export function dataFile(parts: DataParts, exportedAt: Date) {
  return { exportedAt: exportedAt.toISOString(), ...parts };
}

/**
 * `groupmap-data-<username>.json`. Usernames may hold characters a file name cannot (`/`, `:`...):
 * those become `_`, so every browser saves the file under the name shown.
 */
export function dataFileName(username: string): string {
  return `groupmap-data-${username.replace(/[^\p{L}\p{N}._-]/gu, '_')}.json`;
}
