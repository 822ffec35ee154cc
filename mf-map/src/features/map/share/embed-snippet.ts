/** Spec section 9: the embed sizes offered, in CSS pixels. */
export const EMBED_SIZES = {
  small: { width: 400, height: 300 },
  medium: { width: 600, height: 450 },
  large: { width: 800, height: 600 },
} as const;

export type EmbedSize = keyof typeof EMBED_SIZES;

export const EMBED_SIZE_NAMES = Object.keys(EMBED_SIZES) as EmbedSize[];

export const DEFAULT_EMBED_SIZE: EmbedSize = 'medium';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe inside a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

export interface EmbedSnippetOptions {
  /** The embed's address, `{origin}/embed/{permalink}`. */
  src: string;
  /** The frame's accessible name, e.g. the map's name (user text: escaped here). */
  title: string;
  size: EmbedSize;
}

/**
 * The `<iframe>` a site owner pastes into their page. Every value is escaped, so a map named
 * `"><script>` stays the frame's title and cannot break out of its attribute on someone's site.
 */
export function embedSnippet({ src, title, size }: EmbedSnippetOptions): string {
  const { width, height } = EMBED_SIZES[size];
  return (
    `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" ` +
    `title="${escapeAttribute(title)}" style="border:0" loading="lazy"></iframe>`
  );
}
