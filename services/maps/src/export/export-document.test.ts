import { exportColumnNames } from './export-document';

describe('exportColumnNames', () => {
  it('keeps custom field names, renaming those that clash with a standard column', () => {
    expect(exportColumnNames(['Phone', 'Name', 'COUNTRY', 'createdat', 'Name 2'])).toEqual([
      'Phone',
      'Name (custom field)',
      'COUNTRY (custom field)',
      'createdat (custom field)',
      'Name 2',
    ]);
  });
});
