import { validationMessages } from '../messages/validation';
import { TEXT_LIMITS, validateLength } from './text-limits';

/**
 * Custom field names (spec section 3): matched by a normalised key, so "Opening hours" and
 * "opening-hours" are the same field and its values survive a rename of case or punctuation.
 */

/**
 * The key a custom field name is matched by: lower-case, every character other than a letter or digit
 * turned into an underscore, repeated underscores merged, leading and trailing underscores trimmed.
 * Letters and digits are Unicode-aware, so "Café" keeps its "é".
 */
export function normaliseFieldKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Every property an object inherits (`constructor`, `toString`, `__proto__`...). */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * A name no custom field may have (issue 21): its normalised key, or the name itself, is a property
 * every object inherits. Values are read by own keys only (`ownValue`), so such a field could not
 * break a read; refused anyway, so that no code reading a plain object by field name is at risk.
 */
export function isReservedFieldName(name: string): boolean {
  return INHERITED_NAMES.has(normaliseFieldKey(name)) || INHERITED_NAMES.has(name.trim());
}

/**
 * The value `record` holds under `key` itself, never one it inherits: stored and sent custom data are
 * plain objects keyed by user-chosen names, and `record.constructor` is a function on every object.
 */
export function ownValue(record: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The field names to send or save: trimmed, with empty names dropped (spec section 5). */
export function cleanCustomFields(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name.length > 0);
}

/**
 * Names that share a normalised key with an earlier name in the list, in list order, each once.
 * A map may not hold two such fields: their values would land under one key.
 */
export function findDuplicateFieldNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const name of names) {
    const key = normaliseFieldKey(name);
    if (seen.has(key) && !duplicates.includes(name)) duplicates.push(name);
    seen.add(key);
  }
  return duplicates;
}

/**
 * Checks an already cleaned list of field names: each has a letter or digit and fits the length cap,
 * and no two share a key. Returns the first broken rule's message or null. The plan's count limit is
 * `planSettingsError`'s concern.
 */
export function validateCustomFieldNames(names: readonly string[]): string | null {
  for (const name of names) {
    if (normaliseFieldKey(name) === '') return validationMessages.customFieldNameInvalid;
    if (isReservedFieldName(name)) return validationMessages.customFieldNameReserved;
    const tooLong = validateLength('Custom field name', name, TEXT_LIMITS.customFieldName);
    if (tooLong) return tooLong;
  }
  return findDuplicateFieldNames(names).length > 0 ? validationMessages.customFieldsDuplicate : null;
}
