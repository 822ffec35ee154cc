/** A piece of a custom value: plain text, or a web link to render as an anchor. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Candidates start with an http or https scheme and run to whitespace or a character that cannot
 * stand unescaped in a URL. Any other scheme (`javascript:`, `data:`...) never becomes a link.
 */
const URL_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"]$/;
const LINK_PROTOCOLS = new Set(['http:', 'https:']);

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * Drops what ends a sentence rather than the URL: "see https://a.example/x." links without the dot,
 * and "(https://a.example)" without the closing parenthesis, unless the URL opened one itself.
 */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(')') && count(url, ')') > count(url, '(')) url = url.slice(0, -1);
    else return url;
  }
}

/** The address to link to, or null when the text is not a well-formed http(s) URL with a host. */
function linkHref(text: string): string | null {
  try {
    const url = new URL(text);
    return LINK_PROTOCOLS.has(url.protocol) && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(segments: TextSegment[], text: string): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last?.kind === 'text') segments[segments.length - 1] = { kind: 'text', text: last.text + text };
  else segments.push({ kind: 'text', text });
}

/**
 * Splits user text into plain text and http(s) links (spec section 2: links in custom values are
 * clickable). The pieces joined give back the text unchanged; nothing in it is ever read as HTML.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = trimTrailing(match[0]);
    const href = linkHref(candidate);
    if (href === null) continue;
    pushText(segments, text.slice(position, start));
    segments.push({ kind: 'link', text: candidate, href });
    position = start + candidate.length;
  }
  pushText(segments, text.slice(position));
  return segments;
}
