import { pino, type Logger, type LevelWithSilent } from 'pino';
import { requestIdLogFields } from './request-id-context';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** The process name, e.g. `auth`; every line carries it. */
  name: string;
  /** pino level; `silent` for tests. */
  level?: LevelWithSilent;
}

/**
 * Header values that must never reach a log line: the session cookie is a secret, and the identity
 * token would let anyone who reads the logs replay a request within its lifetime.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-groupmap-identity"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/**
 * Creates the service's root pino logger (JSON lines on stdout, secrets redacted). Lines written
 * inside a request scope, an HTTP request's or an event's or RPC's made on its behalf, carry `reqId`.
 */
export function createLogger({ name, level = 'info' }: LoggerOptions): Logger {
  return pino({
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: requestIdLogFields,
  });
}
