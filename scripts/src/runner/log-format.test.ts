import { createPaint } from './colors';
import { formatOutputLine, prefixLine } from './log-format';

const plain = createPaint(false);
const time = new Date(2025, 0, 1, 12, 34, 56).getTime();
const pino = (record: object) => JSON.stringify({ pid: 1, hostname: 'h', name: 'auth', time, ...record });

describe('log formatting', () => {
  it('shows a pino line as time, level, message and extra fields', () => {
    expect(formatOutputLine(pino({ level: 30, msg: 'listening', port: 4001 }), plain)).toEqual([
      '12:34:56 INFO  listening port=4001',
    ]);
  });

  it('shows a pino-http request line as method, url, status and duration', () => {
    const line = pino({
      level: 20,
      msg: 'request completed',
      req: { id: 'r1', method: 'GET', url: '/readyz' },
      res: { statusCode: 200 },
      responseTime: 3,
    });
    expect(formatOutputLine(line, plain)).toEqual(['12:34:56 DEBUG request completed GET /readyz 200 3ms']);
  });

  it('adds the stack of an error logged at error level', () => {
    const line = pino({
      level: 50,
      msg: 'boom',
      err: { type: 'Error', message: 'bad', stack: 'Error: bad\n    at f (a.ts:1:1)' },
    });
    expect(formatOutputLine(line, plain)).toEqual([
      '12:34:56 ERROR boom',
      '  Error: bad',
      '  at f (a.ts:1:1)',
    ]);
  });

  it('passes lines that are not pino JSON through unchanged', () => {
    expect(formatOutputLine('auth migrate failed:', plain)).toEqual(['auth migrate failed:']);
    expect(formatOutputLine('{"not":"pino"}', plain)).toEqual(['{"not":"pino"}']);
    expect(formatOutputLine('{broken', plain)).toEqual(['{broken']);
  });

  it('pads every name to the same width so the columns align', () => {
    expect(prefixLine('auth', 12, 'cyan', 'hello', plain)).toBe('auth         | hello');
    expect(prefixLine('mf-dashboard', 12, 'cyan', 'hello', plain)).toBe('mf-dashboard | hello');
  });

  it('colours the prefix and the level when colours are on', () => {
    const [line] = formatOutputLine(pino({ level: 40, msg: 'slow' }), createPaint(true));
    expect(line).toContain('\u001b[33mWARN \u001b[39m');
    expect(prefixLine('auth', 4, 'cyan', 'x', createPaint(true))).toBe(
      '\u001b[36mauth\u001b[39m \u001b[2m|\u001b[22m x',
    );
  });
});
