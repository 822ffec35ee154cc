/**
 * A feature's properties as text cells: strings trimmed, numbers and booleans as written, objects
 * and arrays as JSON; empty values (null, undefined, blank text) left out.
 */
export function featureValues(properties: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(properties)) {
    const text = cellText(value);
    if (text) values[name] = text;
  }
  return values;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
