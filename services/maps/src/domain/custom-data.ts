import { formatMessage, messages, normaliseFieldKey, ownValue } from '@groupmap/contracts';
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
  // A Map, then own properties: keys are user-chosen, and assigning `__proto__` on a plain object
  // would set its prototype instead of a value.
  const stored = new Map<string, string>();
  for (const [key, value] of Object.entries(previous)) if (!current.has(key)) stored.set(key, value);
  for (const [name, value] of Object.entries(values)) {
    const key = normaliseFieldKey(name);
    if (!current.has(key)) {
      throw badRequest(formatMessage(messages.unknownCustomField, { name }), 'validation_failed');
    }
    if (value !== '') stored.set(key, value);
  }
  return Object.fromEntries(stored);
}

/** The values a viewer sees: the map's current fields by name, hidden ones left out. */
export function toWireCustomData(
  stored: Record<string, string>,
  fields: readonly string[],
): Record<string, string> {
  // Own keys only: `stored.constructor` is inherited by every object (issue 21).
  const wire = new Map<string, string>();
  for (const name of fields) {
    const value = ownValue(stored, normaliseFieldKey(name));
    if (value !== undefined) wire.set(name, value);
  }
  return Object.fromEntries(wire);
}
