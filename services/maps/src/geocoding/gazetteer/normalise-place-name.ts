/**
 * Letters Unicode decomposition leaves alone (they are letters of their own, not a base letter with a
 * mark), spelled the way people without the key type them: "Łódź" is searched as "lodz".
 */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPELLED_OUT_LETTERS = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g');
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The form place names are compared in: case and diacritics dropped ("Zürich" = "zurich"),
 * apostrophes removed ("Martha's" = "marthas"), every other run of non-letters and non-digits one
 * space ("Stratford-upon-Avon" = "stratford upon avon"). Used for both the index and the query.
 */
export function normalisePlaceName(text: string): string {
  // Most names are plain ASCII: the fast path skips decomposition, which dominates loading time.
  if (PRINTABLE_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
