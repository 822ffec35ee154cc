/** Inline and page-state texts of spec sections 2 and 8 that more than one app shows. */
export const screenMessages = {
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error occurred',
  loadError: 'Error: {message}',
  noResults: 'No results found',
  confirmDeleteLocation: 'Are you sure you want to delete this location? This action cannot be undone.',
} as const;
