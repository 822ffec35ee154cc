import { mapImportErrors } from '@groupmap/contracts';
import { decodeWindows1252 } from './decode-windows-1252';
import { refuseFile } from './refuse-file';

const BYTE_ORDER_MARKS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/**
 * C0 control characters other than tab, LF and CR. Text files do not hold them; binary files (an
 * image or a spreadsheet saved as .xlsx and renamed) are full of them.
 */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * The text of `bytes` without interpreting it: the encoding its byte order mark names, else UTF-8
 * when the bytes are valid UTF-8, else windows-1252, which is what Excel on Windows writes and which
 * decodes any byte sequence.
 */
export function decodeBytes(bytes: Uint8Array): string {
  const mark = BYTE_ORDER_MARKS.find((candidate) => startsWith(bytes, candidate.bytes));
  if (mark) return new TextDecoder(mark.encoding).decode(bytes.subarray(mark.bytes.length));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** The text of an import file; refuses a file that decodes to control characters (a binary file). */
export function decodeText(bytes: Uint8Array): string {
  const text = decodeBytes(bytes);
  if (BINARY_CONTROL.test(text)) throw refuseFile(mapImportErrors.importUndecodableText);
  return text;
}
