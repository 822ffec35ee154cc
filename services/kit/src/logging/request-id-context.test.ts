import { pino } from 'pino';
import { currentRequestId, requestIdLogFields, runWithRequestId } from './request-id-context';

describe('request id scope', () => {
  it('carries the id through awaits, and has none outside a scope', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequestId('gw-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('gw-1');
    expect(currentRequestId()).toBeUndefined();
  });

  it('lets a scope without an id hide the one around it', () => {
    const inner = runWithRequestId('gw-1', () => runWithRequestId(undefined, currentRequestId));
    expect(inner).toBeUndefined();
  });

  it('puts reqId on the log lines written inside a scope only', () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { mixin: requestIdLogFields },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    runWithRequestId('gw-2', () => logger.child({ component: 'x' }).info('inside'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({ reqId: 'gw-2', msg: 'inside' });
    expect(lines[1]).not.toHaveProperty('reqId');
  });
});
