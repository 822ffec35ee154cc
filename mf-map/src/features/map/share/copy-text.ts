import { toast } from '@groupmap/app-kit';
import { messages, type ToastText } from '@groupmap/contracts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The Clipboard API where the page may use it; else the older copy command on the field's selected
 * text, which also works on a plain-http address where `navigator.clipboard` does not exist.
 */
async function writeToClipboard(text: string, field: TextField | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    // Deprecated, yet the only fallback browsers offer where the Clipboard API is missing or refused.
    return document.execCommand('copy');
  }
}

/**
 * Copies a share text and says so with `copied` (spec section 8: "Copied!", "Embed code copied to
 * clipboard"). If the browser refuses, the text is left selected in its field and a toast says to
 * copy it by hand.
 */
export async function copyWithToast(text: string, field: TextField | null, copied: ToastText): Promise<void> {
  const ok = await writeToClipboard(text, field).catch(() => false);
  const shown = ok ? copied : messages.toasts.copyFailed;
  toast({ title: shown.title, description: shown.description, variant: shown.variant });
  if (!ok && field) {
    field.focus();
    field.select();
  }
}
