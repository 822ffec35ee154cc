import {
  hasPointGeometry,
  IMPORT_TARGETS,
  type ImportFormat,
  type ImportMapping,
  type ImportTarget,
  mapImportMessages,
  newImportFields,
  normaliseFieldKey,
} from '@groupmap/contracts';

/**
 * The mapping editor's choices, pure so they are unit-tested. Select values are strings, so "no
 * column" and "do not import" are the empty string; a custom field choice is `field:<name>` for one
 * of the map's fields, or `new` for a new field named after the column.
 */
export const NO_COLUMN = '';
export const NEW_FIELD = 'new';
const FIELD_PREFIX = 'field:';

const text = mapImportMessages;

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What "no column" means for a target: the file's own points for the geographic formats' coordinates. */
export function noColumnLabel(target: ImportTarget, format: ImportFormat): string {
  const coordinate = target === 'latitude' || target === 'longitude';
  return coordinate && hasPointGeometry(format) ? text.fromPoints : text.noColumn;
}

export function targetChoices(
  target: ImportTarget,
  columns: readonly string[],
  format: ImportFormat,
): Choice[] {
  return [
    { value: NO_COLUMN, label: noColumnLabel(target, format) },
    ...columns.map((column) => ({ value: column, label: column })),
  ];
}

/** Picks a column for a target; the column leaves the custom fields, since it now has a place. */
export function withTarget(mapping: ImportMapping, target: ImportTarget, value: string): ImportMapping {
  const column = value === NO_COLUMN ? null : value;
  return {
    ...mapping,
    [target]: column,
    fields: mapping.fields.filter((entry) => entry.column !== column),
  };
}

/** The columns no target uses: each can go to a custom field or be left out. */
export function otherColumns(mapping: ImportMapping, columns: readonly string[]): string[] {
  const used = new Set(IMPORT_TARGETS.map((target) => mapping[target]));
  return columns.filter((column) => !used.has(column));
}

const isExisting = (field: string, existing: readonly string[]) =>
  existing.some((name) => normaliseFieldKey(name) === normaliseFieldKey(field));

/** How many custom fields the mapping would add to the map (the service's count). */
export function newFieldCount(mapping: ImportMapping, existing: readonly string[]): number {
  return newImportFields(mapping, existing).length;
}

export function fieldChoice(mapping: ImportMapping, column: string, existing: readonly string[]): string {
  const entry = mapping.fields.find((candidate) => candidate.column === column);
  if (!entry) return NO_COLUMN;
  const own = existing.find((name) => normaliseFieldKey(name) === normaliseFieldKey(entry.field));
  return own === undefined ? NEW_FIELD : `${FIELD_PREFIX}${own}`;
}

/**
 * A column's choices: leave it out, one of the map's fields, or a new field named after it. A new
 * field is offered only when no field of the map has that name already, and is disabled once the
 * plan's room for new fields is taken by other columns.
 */
export function fieldChoices(
  mapping: ImportMapping,
  column: string,
  existing: readonly string[],
  newFieldsAllowed: number,
): Choice[] {
  const choices: Choice[] = [
    { value: NO_COLUMN, label: text.ignoreColumn },
    ...existing.map((name) => ({ value: `${FIELD_PREFIX}${name}`, label: `${text.existingField}: ${name}` })),
  ];
  if (isExisting(column, existing)) return choices;
  const taken =
    newFieldCount(mapping, existing) - (fieldChoice(mapping, column, existing) === NEW_FIELD ? 1 : 0);
  return [...choices, { value: NEW_FIELD, label: text.newField, disabled: taken >= newFieldsAllowed }];
}

export function withFieldChoice(mapping: ImportMapping, column: string, value: string): ImportMapping {
  const others = mapping.fields.filter((entry) => entry.column !== column);
  if (value === NO_COLUMN) return { ...mapping, fields: others };
  const field = value === NEW_FIELD ? column : value.slice(FIELD_PREFIX.length);
  return { ...mapping, fields: [...others, { column, field }] };
}
