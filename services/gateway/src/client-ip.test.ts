import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const socket = { remoteAddress };
  return { headers, socket, connection: socket } as unknown as IncomingMessage;
}

describe('clientIp', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy hop is trusted', () => {
    expect(clientIp(request('10.0.0.5', '203.0.113.9'), 0)).toBe('10.0.0.5');
  });

  it('takes the rightmost X-Forwarded-For entry behind one trusted proxy', () => {
    expect(clientIp(request('10.0.0.5', '198.51.100.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('counts two trusted hops from the right, so a client-written entry further left is not believed', () => {
    expect(clientIp(request('10.0.0.5', '1.2.3.4, 203.0.113.9, 10.0.0.4'), 2)).toBe('203.0.113.9');
  });

  it('takes the leftmost entry when there are fewer entries than trusted hops', () => {
    expect(clientIp(request('10.0.0.5', '203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  it('takes the socket address when a trusted proxy sent no X-Forwarded-For', () => {
    expect(clientIp(request('10.0.0.5'), 1)).toBe('10.0.0.5');
  });

  it('writes an IPv4-mapped IPv6 peer as plain IPv4', () => {
    expect(clientIp(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
  });

  it('keeps a real IPv6 address as it is', () => {
    expect(clientIp(request('2001:db8::1'), 0)).toBe('2001:db8::1');
  });
});
