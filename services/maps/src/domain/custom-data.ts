import { formatMessage, messages, normaliseFieldKey } from '@groupmap/contracts';
import { badRequest } from '@groupmap/svc-kit';

/**
 * customData travels keyed by the field's display name and is stored by its normalised key
 * (decisions.md, Locations), so a field renamed in case or punctuation keeps its values and a
 * removed field's values stay hidden until it is added again.
 */

/**
 * The stored form of `values` (by field name) for a map with `fields`: a name that is not one of the
 * map's fields (by normalised key) is refused; empty values are not stored. `previous` is the stored
 * data being replaced: values of fields the map no longer has are kept (hidden), those of its current
 * fields are replaced by what was sent.
 */
export function toStoredCustomData(
  values: Record<string, string>,
  fields: readonly string[],
  previous: Record<string, string> = {},
): Record<string, string> {
  const current = new Set(fields.map(normaliseFieldKey));
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(previous)) if (!current.has(key)) stored[key] = value;
  for (const [name, value] of Object.entries(values)) {
    const key = normaliseFieldKey(name);
    if (!current.has(key)) {
      throw badRequest(formatMessage(messages.unknownCustomField, { name }), 'validation_failed');
    }
    if (value !== '') stored[key] = value;
  }
  return stored;
}

/** The values a viewer sees: the map's current fields by name, hidden ones left out. */
export function toWireCustomData(
  stored: Record<string, string>,
  fields: readonly string[],
): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const name of fields) {
    const value = stored[normaliseFieldKey(name)];
    if (value !== undefined) wire[name] = value;
  }
  return wire;
}
