import type { IncomingHttpHeaders } from 'node:http';
import { stripUntrustedHeaders } from './upstream-headers';

describe('stripUntrustedHeaders', () => {
  it('removes every x-groupmap-* header, forwarding header and credential, and keeps the rest', () => {
    const headers: IncomingHttpHeaders = {
      'x-groupmap-identity': 'forged',
      'x-groupmap-anything': 'forged',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      forwarded: 'for=1.2.3.4',
      'x-real-ip': '1.2.3.4',
      expect: '100-continue',
      cookie: 'session_id=abc',
      authorization: 'Bearer abc',
      'proxy-authorization': 'Basic abc',
      'content-type': 'application/json',
      'x-request-id': 'r1',
    };
    stripUntrustedHeaders(headers);
    expect(headers).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'r1',
    });
  });
});
