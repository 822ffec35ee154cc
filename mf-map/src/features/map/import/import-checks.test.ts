import { IMPORT_MAX_BYTES } from '@groupmap/contracts';
import { importFileRefusal, mappingChangeRequest } from './import-checks';
import { NO_COLUMN, withTarget } from './mapping-choices';
import { csvPreview, IMPORT_ID } from '../../../testing/test-imports';

describe('importFileRefusal', () => {
  it('refuses a file over 10 MB before it is sent, with the service’s own words', () => {
    expect(importFileRefusal({ size: IMPORT_MAX_BYTES + 1 })).toBe(
      'File too large: Import files must be 10 MB or less',
    );
    expect(importFileRefusal({ size: IMPORT_MAX_BYTES })).toBeNull();
  });
});

describe('mappingChangeRequest', () => {
  it('sends a valid change of mapping as it stands', () => {
    const mapping = withTarget(csvPreview.mapping, 'region', 'Opening hours');
    expect(mappingChangeRequest(csvPreview, mapping)).toEqual({ importId: IMPORT_ID, mapping });
  });

  it('sends nothing while the mapping is wrong', () => {
    expect(mappingChangeRequest(csvPreview, withTarget(csvPreview.mapping, 'name', NO_COLUMN))).toBeNull();
    expect(
      mappingChangeRequest(csvPreview, withTarget(csvPreview.mapping, 'latitude', NO_COLUMN)),
    ).toBeNull();
  });
});
