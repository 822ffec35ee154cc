import { parseArgs } from 'node:util';

/** Who acts and why: required of every operator action, and kept in its audit row. */
export interface OperatorAccountability {
  by: string;
  reason: string;
}

export type OperatorArgs<K extends string> = Record<K, string> & OperatorAccountability;

export type ParsedOperatorArgs<K extends string> =
  { ok: true; values: OperatorArgs<K> } | { ok: false; problem: string };

/**
 * Reads `--name value` options: each of `names` and `--by` and `--reason`, all required and none
 * blank (a reason of spaces explains nothing). Anything else, a repeated option or a positional
 * argument is refused, so a typo never runs an action the operator did not mean.
 */
export function parseOperatorArgs<K extends string>(
  args: string[],
  names: readonly K[],
): ParsedOperatorArgs<K> {
  const all = [...names, 'by', 'reason'];
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(all.map((name) => [name, { type: 'string' as const }])),
    });
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  const values: Record<string, string> = {};
  for (const name of all) {
    const value = parsed.values[name];
    if (typeof value !== 'string' || value.trim() === '')
      return { ok: false, problem: `--${name} is required` };
    values[name] = value.trim();
  }
  return { ok: true, values: values as OperatorArgs<K> };
}
