import { mapImportErrors } from '@groupmap/contracts';
import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { decodeText } from './decode-text';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))),
  );

describe('decodeText', () => {
  it('reads UTF-8 with a byte order mark, and drops the mark', () => {
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], 'Café;Zoë'))).toBe('Café;Zoë');
  });

  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeText(bytes('Kraków, Łódź 東京'))).toBe('Kraków, Łódź 東京');
  });

  it('reads UTF-16 little- and big-endian after their byte order marks', () => {
    const little = Buffer.from('Name\tCafé €\r\n', 'utf16le');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), little]))).toBe('Name\tCafé €\r\n');
    const big = Buffer.from(little).swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), big]))).toBe('Name\tCafé €\r\n');
  });

  it('falls back to windows-1252 for text that is not valid UTF-8, euro sign and curly quotes included', () => {
    const text = bytes([
      0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x20, 0x93, 0x4d, 0xfc, 0x94, 0x20, 0x96, 0x20, 0x8a,
    ]);
    expect(decodeText(text)).toBe('Café € “Mü” – Š');
  });

  it('refuses text with NUL or other control characters, as a binary file holds', () => {
    expect(refusalOf(() => decodeText(bytes('PK', [0x03, 0x04, 0x14, 0x00])))).toEqual(
      refusal(mapImportErrors.importUndecodableText),
    );
    expect(refusalOf(() => decodeText(bytes('name\u001bvalue')))).toEqual(
      refusal(mapImportErrors.importUndecodableText),
    );
  });

  it('keeps tabs and both kinds of line ends', () => {
    expect(decodeText(bytes('a\tb\r\nc\nd'))).toBe('a\tb\r\nc\nd');
  });
});
