/**
 * Which characters a request's text may not hold (docs/decisions/kit.md, "Bad input").
 *
 * Every C0 and C1 control character (Unicode category Cc: U+0000-U+001F, U+007F-U+009F) is refused:
 * Postgres refuses NUL outright (a 500 before this check existed), and the others are invisible,
 * reach nobody's screen as typed and only serve to smuggle text past a reader or a log. Multi-line
 * fields (descriptions, feedback, custom values) need tab, LF and CR, so JSON text keeps them; a
 * path or a query is one line and refuses them too.
 *
 * A lone UTF-16 surrogate is refused as well: JSON may escape one (`"\ud800"`), but it has no UTF-8
 * form, so the database driver would silently store U+FFFD instead of what was sent. With the `u`
 * flag the surrogate range matches only unpaired halves; a pair is one astral code point (emoji pass).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this module's purpose
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/** Where a piece of text came from: JSON body text may span lines, a path or a query may not. */
export type TextPlace = 'text' | 'line';

/** True when `value` holds a character the API refuses in `place` (see above). */
export function hasForbiddenCharacter(value: string, place: TextPlace): boolean {
  return (place === 'text' ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value);
}

/**
 * True when any string inside `value` (a parsed JSON body or query object: object keys, values and
 * array items at any depth) holds a character refused in `place`; numbers, booleans and null pass.
 * The walk keeps its own stack: a 100 kB body may nest thousands of arrays deep, more than the
 * call stack would take.
 */
export function containsForbiddenCharacter(value: unknown, place: TextPlace): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasForbiddenCharacter(next, place)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (hasForbiddenCharacter(key, place)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
