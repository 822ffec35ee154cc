import { errorMessage } from '@groupmap/app-kit';
import { formatMessage, messages } from '@groupmap/contracts';

/**
 * The inline text when the map list fails (spec section 8): "Error: {message}", where the message is
 * the failed read's (app-kit's ApiError: status plus status text from 500, else status plus body).
 */
export function listErrorText(error: unknown): string {
  return formatMessage(messages.loadError, { message: errorMessage(error) ?? String(error) });
}
