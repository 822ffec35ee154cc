import { columnNames } from './column-names';

describe('columnNames', () => {
  it('trims names, names empty headers by position and numbers repeats', () => {
    expect(columnNames([' Name ', '', 'Phone', 'Phone', 'Phone', '  '])).toEqual([
      'Name',
      'Column 2',
      'Phone',
      'Phone (2)',
      'Phone (3)',
      'Column 6',
    ]);
  });

  it('does not reuse a name a later header already has', () => {
    expect(columnNames(['Tag', 'Tag (2)', 'Tag'])).toEqual(['Tag', 'Tag (2)', 'Tag (3)']);
  });

  it('numbers 20,000 repeats of one name in order', () => {
    const names = columnNames(Array.from({ length: 20_000 }, () => 'a'));
    expect(names.slice(0, 3)).toEqual(['a', 'a (2)', 'a (3)']);
    expect(names.at(-1)).toBe('a (20000)');
    expect(new Set(names).size).toBe(20_000);
  });
});
