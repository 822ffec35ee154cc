/**
 * The escaping KML and GPX need, small enough to read in full rather than take a dependency for:
 * the five predefined XML entities, carriage returns (and in attributes tabs and newlines) as
 * character references so parsers do not normalise them away, and characters XML 1.0 cannot hold at
 * all (control characters, lone surrogates, U+FFFE/U+FFFF) dropped: one stray control character in
 * a name would otherwise make the whole file unreadable.
 */

const NOT_XML_1_0 = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
};
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '\t': '&#9;', '\n': '&#10;' };

/** `value` as the content of an element. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_1_0, '').replace(/[&<>"'\r]/g, (char) => TEXT_ESCAPES[char]!);
}

/** `value` inside a double-quoted attribute. */
export function xmlAttribute(value: string): string {
  return value.replace(NOT_XML_1_0, '').replace(/[&<>"'\r\t\n]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/** A coordinate in plain decimal notation: XML formats' readers do not all take "1e-7". */
export function xmlNumber(value: number): string {
  const text = String(value);
  return text.includes('e') ? value.toFixed(12).replace(/\.?0+$/, '') : text;
}
