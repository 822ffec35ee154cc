import { messages } from '@groupmap/contracts';
import { upstreamFailure } from './upstream-error';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('upstreamFailure', () => {
  it('answers 503 with the generic text when the upstream cannot be reached', () => {
    const error = upstreamFailure(failure('ECONNREFUSED'), false);
    expect([error.status, error.code, error.message]).toEqual([
      503,
      'service_unavailable',
      messages.serviceUnavailable,
    ]);
    expect(upstreamFailure(failure('ENOTFOUND'), false).status).toBe(503);
  });

  it('answers 504 when the upstream stayed silent too long and 502 when it broke off', () => {
    expect(upstreamFailure(failure('ECONNRESET'), true).status).toBe(504);
    expect(upstreamFailure(failure('ECONNRESET'), false).status).toBe(502);
  });
});
