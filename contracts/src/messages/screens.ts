/** Inline and page-state texts of spec sections 2 and 8 that more than one app shows. */
export const screenMessages = {
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error occurred',
  loadError: 'Error: {message}',
  noResults: 'No results found',
  /** The generic error screen's retry button (the spec names the screen's texts, not this button's). */
  tryAgain: 'Try again',
  loadingMap: 'Loading map...',
  /** The embed's link to the full map page (decisions.md, Embedding). */
  openFullMap: 'Open full map',
  pageNotFound: 'Page not found',
  pageNotFoundHint: 'There is no page at this address.',
  confirmDeleteLocation: 'Are you sure you want to delete this location? This action cannot be undone.',
} as const;
