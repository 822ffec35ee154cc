// Everything the runner prints goes through here: one progress line per step, and the children's
// output prefixed with their name in aligned columns.
import { colorsEnabled, createPaint, PREFIX_COLORS, type Color, type Paint } from './colors';
import { formatOutputLine, prefixLine } from './log-format';

const STEP_LABEL_WIDTH = 13;

export interface Output {
  paint: Paint;
  /** A progress line: `[groupmap] Postgres      local server at 127.0.0.1:5432`. */
  step(label: string, text: string): void;
  warn(text: string): void;
  error(text: string): void;
  /** One line of a child's output, formatted and prefixed with the child's name. */
  child(name: string, line: string): void;
}

export interface OutputOptions {
  /** Where lines go; defaults to process.stdout. */
  write?: (text: string) => void;
  colors?: boolean;
  /** Every process name, so the prefix column is as wide as the widest. */
  names: string[];
}

/** Creates the runner's output, coloured when stdout is a terminal. */
export function createOutput(options: OutputOptions): Output {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const paint = createPaint(options.colors ?? colorsEnabled(process.stdout));
  const width = Math.max(...options.names.map((name) => name.length));
  const colors = new Map<string, Color>(
    options.names.map((name, index) => [name, PREFIX_COLORS[index % PREFIX_COLORS.length]!]),
  );
  const tag = paint('bold', '[groupmap]');
  const line = (text: string) => write(`${text}\n`);
  return {
    paint,
    step: (label, text) => line(`${tag} ${paint('bold', label.padEnd(STEP_LABEL_WIDTH))} ${text}`),
    warn: (text) => line(`${tag} ${paint('yellow', text)}`),
    error: (text) => line(`${tag} ${paint('red', text)}`),
    child: (name, text) => {
      for (const formatted of formatOutputLine(text, paint)) {
        line(prefixLine(name, width, colors.get(name) ?? 'gray', formatted, paint));
      }
    },
  };
}
