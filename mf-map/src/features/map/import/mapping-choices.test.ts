import { mapImportMessages } from '@groupmap/contracts';
import {
  fieldChoice,
  fieldChoices,
  NEW_FIELD,
  NO_COLUMN,
  otherColumns,
  targetChoices,
  withFieldChoice,
  withTarget,
} from './mapping-choices';
import { csvPreview } from '../../../testing/test-imports';

const { mapping, columns, fields } = csvPreview;
const text = mapImportMessages;

describe('the mapping choices', () => {
  it('offers every column for a target, after "(none)"', () => {
    expect(targetChoices('name', columns, 'csv').map(({ label }) => label)).toEqual(['(none)', ...columns]);
  });

  it("says the coordinates come from the file's points for the geographic formats", () => {
    expect(targetChoices('latitude', ['name'], 'geojson')[0]).toEqual({
      value: NO_COLUMN,
      label: text.fromPoints,
    });
    expect(targetChoices('latitude', ['name'], 'csv')[0]?.label).toBe(text.noColumn);
    expect(targetChoices('region', ['name'], 'kml')[0]?.label).toBe(text.noColumn);
  });

  it('moves a column picked for a target out of the custom fields', () => {
    const next = withTarget(mapping, 'region', 'Website');
    expect(next.region).toBe('Website');
    expect(next.fields).toEqual([]);
    expect(withTarget(next, 'region', NO_COLUMN).region).toBeNull();
  });

  it('lists the columns no target uses', () => {
    expect(otherColumns(mapping, columns)).toEqual(['Website', 'Opening hours']);
  });

  it("offers leaving a column out, the map's fields, and a new field named after the column", () => {
    const choices = fieldChoices(mapping, 'Opening hours', fields, 1);
    expect(choices).toEqual([
      { value: NO_COLUMN, label: 'Do not import' },
      { value: 'field:Website', label: 'Custom field: Website' },
      { value: NEW_FIELD, label: 'New custom field', disabled: false },
    ]);
    expect(fieldChoice(mapping, 'Website', fields)).toBe('field:Website');
    expect(fieldChoice(mapping, 'Opening hours', fields)).toBe(NO_COLUMN);
  });

  it("disables a new field once the plan's room for new fields is taken by another column", () => {
    const withNew = withFieldChoice(mapping, 'Opening hours', NEW_FIELD);
    expect(withNew.fields).toContainEqual({ column: 'Opening hours', field: 'Opening hours' });
    expect(fieldChoice(withNew, 'Opening hours', fields)).toBe(NEW_FIELD);
    // Its own new field does not count against itself; another column's would.
    expect(fieldChoices(withNew, 'Opening hours', fields, 1).at(-1)?.disabled).toBe(false);
    const spare = withTarget(withNew, 'latitude', NO_COLUMN);
    expect(fieldChoices(spare, 'Lat', fields, 1).at(-1)).toEqual({
      value: NEW_FIELD,
      label: text.newField,
      disabled: true,
    });
  });

  it('leaves a column out again', () => {
    expect(withFieldChoice(mapping, 'Website', NO_COLUMN).fields).toEqual([]);
  });
});
