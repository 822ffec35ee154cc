// ANSI colours for the runner's output, only when the output is a terminal (and NO_COLOR is unset),
// so piped or captured output (CI, the smoke test) stays plain text.
const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  gray: [90, 39],
} as const;

export type Color = keyof typeof CODES;

/** Colours that tell processes apart in the prefix column. */
export const PREFIX_COLORS: readonly Color[] = ['cyan', 'magenta', 'blue', 'yellow', 'green'];

export type Paint = (color: Color, text: string) => string;

/** A painter that colours text, or leaves it alone when colours are off. */
export function createPaint(enabled: boolean): Paint {
  if (!enabled) return (_color, text) => text;
  return (color, text) => {
    const [open, close] = CODES[color];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  };
}

/** Whether to colour a stream: a TTY, unless NO_COLOR is set; FORCE_COLOR forces it. */
export function colorsEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}
