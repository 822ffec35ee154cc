import { headers } from 'nats';
import { NATS_REQUEST_ID_HEADER, requestIdFromHeaders, requestIdHeaders } from './nats-request-id';

describe('requestIdHeaders', () => {
  it('carries the request id in the Groupmap-Request-Id header', () => {
    const natsHeaders = requestIdHeaders('gw-123');
    expect(natsHeaders?.get(NATS_REQUEST_ID_HEADER)).toBe('gw-123');
    expect(NATS_REQUEST_ID_HEADER).toBe('Groupmap-Request-Id');
  });

  it('sends no headers without a request id (jobs, rows older than the column)', () => {
    expect(requestIdHeaders(undefined)).toBeUndefined();
    expect(requestIdHeaders(null)).toBeUndefined();
  });
});

describe('requestIdFromHeaders', () => {
  it('reads back the id requestIdHeaders wrote', () => {
    expect(requestIdFromHeaders(requestIdHeaders('3f2b9c1e-7d1a-4c1e-9a55-0b7e2f0c9d11'))).toBe(
      '3f2b9c1e-7d1a-4c1e-9a55-0b7e2f0c9d11',
    );
  });

  it('answers undefined for a message without headers or without the header', () => {
    expect(requestIdFromHeaders(undefined)).toBeUndefined();
    const other = headers();
    other.set('Nats-Msg-Id', 'event-1');
    expect(requestIdFromHeaders(other)).toBeUndefined();
  });

  it('drops an id that is unsafe to log instead of passing it on', () => {
    const unsafe = headers();
    unsafe.set(NATS_REQUEST_ID_HEADER, 'bad id "quoted"');
    expect(requestIdFromHeaders(unsafe)).toBeUndefined();
    const tooLong = headers();
    tooLong.set(NATS_REQUEST_ID_HEADER, 'a'.repeat(129));
    expect(requestIdFromHeaders(tooLong)).toBeUndefined();
  });
});
