/**
 * Generic texts of the error handler (architecture.md, Errors). 5xx bodies are always one of these,
 * never details: those go to the log.
 */
export const serviceMessages = {
  tooManyAttempts: 'Too many attempts. Try again in {n} minutes.',
  tooManyAttemptsOne: 'Too many attempts. Try again in 1 minute.',
  serverError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  notFound: 'Not found',
  unauthorized: 'Please log in to continue',
  forbidden: 'You do not have permission to do that',
  invalidRequest: 'Invalid request',
  csrfRejected: 'Your session has expired. Please reload the page and try again.',
  payloadTooLarge: 'The request is too large',
  /** A multipart upload that broke off or is malformed: no file could be read from it. */
  uploadIncomplete: 'The file did not arrive complete. Please try again.',
  unknownError: 'Unknown error occurred',
} as const;
