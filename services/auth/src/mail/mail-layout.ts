import type { MailContent } from './outgoing-mail';

/** Every mail names the product (the issue: product name, plain text, no tracking). */
export const PRODUCT_NAME = 'Groupmap';

export interface MailParts {
  subject: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** The one link the mail is about (reset, verify), shown as a button in HTML and a line in text. */
  action?: { label: string; url: string };
  /** Shown after the action, e.g. "If you did not ask for this, ignore this mail." */
  closing?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A mail in the product's one layout: the plain-text part and a simple HTML part with the same words.
 * No images, no tracking pixels and no rewritten links: the action URL is the product's own.
 */
export function composeMail({ subject, paragraphs, action, closing = [] }: MailParts): MailContent {
  const signature = `— ${PRODUCT_NAME}`;
  const textParts = [...paragraphs];
  if (action) textParts.push(`${action.label}:\n${action.url}`);
  textParts.push(...closing, signature);
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return {
    // A subject that already names the product (issue 26's, word for word) is not named twice.
    subject: subject.includes(PRODUCT_NAME) ? subject : `${subject} | ${PRODUCT_NAME}`,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body>\n${html}\n</body></html>\n`,
  };
}
