import type { ToastOptions } from '@groupmap/app-kit';
import type { ToastText } from '@groupmap/contracts';

/** A toast of spec section 8 as app-kit shows it; a failure's description is the server's text. */
export function toastFrom(text: ToastText, serverText?: string): ToastOptions {
  const description = serverText?.trim() || text.description || text.fallbackDescription;
  return { title: text.title, description, variant: text.variant };
}
