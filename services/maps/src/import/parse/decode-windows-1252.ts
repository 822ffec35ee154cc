/**
 * Windows-1252's characters for bytes 0x80-0x9F (WHATWG Encoding Standard; the five bytes it leaves
 * undefined keep their own code point): €, curly quotes, dashes, Š, Ž, Œ, Ÿ...
 */
const HIGH_CONTROLS =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const FIRST_HIGH_CONTROL = 0x80;

/**
 * Text saved as windows-1252 (Excel's "CSV" on a Western Windows). Node 20.18.3+ and 22.13+ decode
 * this label as Latin-1, turning €, “ ” and – into invisible C1 controls (nodejs/node#60888), so
 * those are mapped to the characters the code page means; on a Node that decodes correctly, the
 * mapping finds nothing to change.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(
      /[\u0080-\u009F]/g,
      (control) => HIGH_CONTROLS[control.charCodeAt(0) - FIRST_HIGH_CONTROL] ?? control,
    );
}
