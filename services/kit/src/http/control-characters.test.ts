import { containsForbiddenCharacter, hasForbiddenCharacter } from './control-characters';

const char = (codePoint: number) => String.fromCodePoint(codePoint);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every C0 and C1 control character but tab, LF and CR. */
const ALWAYS_REFUSED = [...range(0x00, 0x1f), ...range(0x7f, 0x9f)].filter(
  (code) => ![0x09, 0x0a, 0x0d].includes(code),
);

describe('hasForbiddenCharacter', () => {
  it.each(ALWAYS_REFUSED.map((code) => [code.toString(16).padStart(4, '0')]))(
    'refuses U+%s anywhere in text and in a path or query',
    (hex) => {
      const value = `before${char(parseInt(hex, 16))}after`;
      expect(hasForbiddenCharacter(value, 'text')).toBe(true);
      expect(hasForbiddenCharacter(value, 'line')).toBe(true);
    },
  );

  it('keeps tab, LF and CR in multi-line text but refuses them in a path or query', () => {
    for (const separator of ['\t', '\n', '\r\n']) {
      expect(hasForbiddenCharacter(`first line${separator}second line`, 'text')).toBe(false);
      expect(hasForbiddenCharacter(`first line${separator}second line`, 'line')).toBe(true);
    }
  });

  it('refuses a lone surrogate, high or low, which has no UTF-8 form', () => {
    expect(hasForbiddenCharacter('a\uD800b', 'text')).toBe(true);
    expect(hasForbiddenCharacter('a\uDFFFb', 'text')).toBe(true);
    expect(hasForbiddenCharacter('\uDC00\uD800', 'line')).toBe(true);
  });

  it('accepts ordinary text of every script, emoji (surrogate pairs) and the characters next to the refused ranges', () => {
    const accepted = [
      'Café "Zur Linde" – 12 rue d’Alésia',
      '東京都渋谷区 🗺️👩‍👩‍👧',
      'عربي עברית हिन्दी',
      `${char(0x20)}${char(0x7e)}${char(0xa0)}${char(0xff)}`,
      '\u200B\u202E\uFEFF', // format characters (Cf) are not control characters
      '',
    ];
    for (const text of accepted) {
      expect([text, hasForbiddenCharacter(text, 'text')]).toEqual([text, false]);
      expect([text, hasForbiddenCharacter(text, 'line')]).toEqual([text, false]);
    }
  });
});

describe('containsForbiddenCharacter', () => {
  it('finds a refused character in a nested value, an array item or an object key', () => {
    expect(containsForbiddenCharacter({ name: 'ok', customData: { hours: 'a\u0000' } }, 'text')).toBe(true);
    expect(containsForbiddenCharacter({ customFields: ['ok', 'b\u0007'] }, 'text')).toBe(true);
    expect(containsForbiddenCharacter({ customData: { 'key\u0000': 'value' } }, 'text')).toBe(true);
    expect(containsForbiddenCharacter([[[{ deep: ['\u001b[31m'] }]]], 'text')).toBe(true);
  });

  it('passes numbers, booleans, null, undefined and clean text at any depth', () => {
    const clean = {
      name: 'Map',
      latitude: 51.5,
      passwordProtected: false,
      logoUrl: null,
      list: [1, 'two\n'],
    };
    expect(containsForbiddenCharacter(clean, 'text')).toBe(false);
    expect(containsForbiddenCharacter(undefined, 'text')).toBe(false);
    expect(containsForbiddenCharacter(42, 'line')).toBe(false);
  });

  it('applies the one-line rule to every string of a query object, repeated parameters included', () => {
    expect(containsForbiddenCharacter({ q: 'Main St\n' }, 'line')).toBe(true);
    expect(containsForbiddenCharacter({ q: ['Main St', 'x\t'] }, 'line')).toBe(true);
    expect(containsForbiddenCharacter({ q: ['Main St', 'High St'] }, 'line')).toBe(false);
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(containsForbiddenCharacter(deep, 'text')).toBe(true);
  });
});
