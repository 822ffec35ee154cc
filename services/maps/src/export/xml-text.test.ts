import { xmlAttribute, xmlNumber, xmlText } from './xml-text';

describe('xml escaping', () => {
  it('escapes the five predefined entities', () => {
    expect(xmlText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('keeps tabs and newlines in text, writes carriage returns as references', () => {
    expect(xmlText('a\tb\nc\rd')).toBe('a\tb\nc&#13;d');
    expect(xmlAttribute('a\tb\nc\rd')).toBe('a&#9;b&#10;c&#13;d');
  });

  it('drops what XML 1.0 cannot hold and keeps every other character', () => {
    expect(xmlText('a\u0000b\u001bc\uFFFEd\uD800e')).toBe('abcde');
    expect(xmlText('Zürich 東京 😀')).toBe('Zürich 東京 😀');
  });
});

describe('xmlNumber', () => {
  it('writes numbers in plain decimal notation', () => {
    expect(xmlNumber(51.5)).toBe('51.5');
    expect(xmlNumber(-0.125)).toBe('-0.125');
    expect(xmlNumber(1e-7)).toBe('0.0000001');
    expect(xmlNumber(-2.5e-8)).toBe('-0.000000025');
  });
});
