// Turns one line of a child's output into readable, prefixed lines: pino JSON becomes
// `12:00:01 INFO  message key=value`, anything else passes through unchanged.
import type { Paint } from './colors';

const LEVELS: Record<number, { label: string; color: 'gray' | 'green' | 'yellow' | 'red' }> = {
  10: { label: 'TRACE', color: 'gray' },
  20: { label: 'DEBUG', color: 'gray' },
  30: { label: 'INFO ', color: 'green' },
  40: { label: 'WARN ', color: 'yellow' },
  50: { label: 'ERROR', color: 'red' },
  60: { label: 'FATAL', color: 'red' },
};
const ERROR_LEVEL = 50;
const MAX_VALUE_CHARS = 200;
/** Fields every pino line carries that the prefix and the time column already say. */
const HIDDEN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name', 'v', 'service']);

interface PinoRecord {
  level: number;
  time?: number;
  msg?: string;
  [key: string]: unknown;
}

/** Parses a pino JSON line; anything else (plain text, other JSON) gives undefined. */
export function parsePinoLine(line: string): PinoRecord | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    return typeof record.level === 'number' ? (record as PinoRecord) : undefined;
  } catch {
    return undefined;
  }
}

function clock(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return date.toTimeString().slice(0, 8);
}

function renderValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** pino-http's request line: `GET /api/health 200 3ms` reads better than three JSON objects. */
function renderRequest(record: PinoRecord): string | undefined {
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  if (!req?.method || !req.url) return undefined;
  const status = res?.statusCode === undefined ? '' : ` ${res.statusCode}`;
  const took = typeof record.responseTime === 'number' ? ` ${record.responseTime}ms` : '';
  return `${req.method} ${req.url}${status}${took}`;
}

function errorStack(record: PinoRecord): string[] {
  const err = record.err as { stack?: string; message?: string } | undefined;
  if (!err) return [];
  return (err.stack ?? err.message ?? '').split('\n').filter((line) => line.trim() !== '');
}

/**
 * Formats one pino record as one line (plus the error's stack lines for errors).
 * Exported for tests; {@link formatOutputLine} is what the runner calls.
 */
export function formatPinoRecord(record: PinoRecord, paint: Paint): string[] {
  const level = LEVELS[record.level] ?? { label: String(record.level).padEnd(5), color: 'gray' as const };
  const request = renderRequest(record);
  const skip = new Set(HIDDEN_FIELDS);
  if (request) ['req', 'res', 'responseTime'].forEach((key) => skip.add(key));
  if (record.err) skip.add('err');
  const fields = Object.entries(record)
    .filter(([key, value]) => !skip.has(key) && value !== undefined)
    .map(([key, value]) => `${paint('dim', `${key}=`)}${renderValue(value)}`);
  const message = [record.msg ?? '', request ?? ''].filter((part) => part !== '').join(' ');
  const head = [paint('dim', clock(record.time)), paint(level.color, level.label), message, ...fields]
    .filter((part) => part !== '')
    .join(' ');
  const stack = record.level >= ERROR_LEVEL ? errorStack(record).map((line) => `  ${line.trim()}`) : [];
  return [head, ...stack];
}

/** Formats one line of a child's output (pino JSON or plain text) as display lines without prefix. */
export function formatOutputLine(line: string, paint: Paint): string[] {
  const record = parsePinoLine(line);
  return record ? formatPinoRecord(record, paint) : [line];
}

/** `auth     | message`: the name padded to the widest name, so the columns align. */
export function prefixLine(
  name: string,
  width: number,
  color: Parameters<Paint>[0],
  text: string,
  paint: Paint,
) {
  return `${paint(color, name.padEnd(width))} ${paint('dim', '|')} ${text}`;
}
