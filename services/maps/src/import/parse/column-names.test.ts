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
});
