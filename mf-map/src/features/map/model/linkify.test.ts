import { linkify, type TextSegment } from './linkify';

const joined = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');
const links = (segments: TextSegment[]) => segments.filter((segment) => segment.kind === 'link');

describe('linkify', () => {
  it('turns a bare https value into one link', () => {
    expect(linkify('https://example.org/menu?day=mon#top')).toEqual([
      {
        kind: 'link',
        text: 'https://example.org/menu?day=mon#top',
        href: 'https://example.org/menu?day=mon#top',
      },
    ]);
  });

  it('links http and https inside running text and keeps the text around them', () => {
    const segments = linkify('Menu: http://a.example/m and HTTPS://B.example/x today');
    expect(segments).toEqual([
      { kind: 'text', text: 'Menu: ' },
      { kind: 'link', text: 'http://a.example/m', href: 'http://a.example/m' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'HTTPS://B.example/x', href: 'https://b.example/x' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('never links javascript:, data: or other schemes', () => {
    for (const value of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/x',
      'mailto:someone@example.org',
      'www.example.org',
    ]) {
      expect(linkify(value)).toEqual([{ kind: 'text', text: value }]);
    }
  });

  it('keeps markup as literal text', () => {
    const value = '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>';
    expect(links(linkify(value))).toEqual([]);
    expect(joined(linkify(value))).toBe(value);
  });

  it('leaves sentence punctuation and an enclosing parenthesis outside the link', () => {
    expect(links(linkify('See https://a.example/x.'))).toEqual([
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
    ]);
    expect(links(linkify('(details: https://a.example/y)'))[0]?.text).toBe('https://a.example/y');
    expect(links(linkify('https://en.example/wiki/Park_(Paris)'))[0]?.text).toBe(
      'https://en.example/wiki/Park_(Paris)',
    );
  });

  it('does not link a scheme without a host', () => {
    expect(linkify('http:// nothing here')).toEqual([{ kind: 'text', text: 'http:// nothing here' }]);
  });

  it('gives back the whole text when the pieces are joined', () => {
    const value = 'a https://x.example, b (http://y.example/z). javascript:void(0) end';
    expect(joined(linkify(value))).toBe(value);
    expect(links(linkify(value)).map((link) => link.href)).toEqual([
      'https://x.example/',
      'http://y.example/z',
    ]);
  });

  it('returns nothing for an empty value', () => {
    expect(linkify('')).toEqual([]);
  });
});
