import { csrfMiddleware, readCookie } from './csrf';

type OnRequest = NonNullable<ReturnType<typeof csrfMiddleware>['onRequest']>;

async function send(method: string, cookies: string): Promise<Request> {
  const onRequest = csrfMiddleware(() => cookies).onRequest as OnRequest;
  const request = new Request('http://localhost:8080/api/maps', { method });
  const result = await onRequest({ request } as Parameters<OnRequest>[0]);
  return result instanceof Request ? result : request;
}

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('csrf_token', 'session_id=x; csrf_token=a%2Bb; theme=dark')).toBe('a+b');
    expect(readCookie('csrf_token', 'xcsrf_token=1')).toBeUndefined();
  });
});

describe('csrfMiddleware', () => {
  it('copies the csrf_token cookie into the x-csrf-token header of state-changing requests', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await send(method, 'csrf_token=t0k3n')).headers.get('x-csrf-token')).toBe('t0k3n');
    }
  });

  it('leaves reads without the header', async () => {
    expect((await send('GET', 'csrf_token=t0k3n')).headers.get('x-csrf-token')).toBeNull();
  });

  it('sends no header when there is no cookie yet', async () => {
    expect((await send('POST', 'session_id=x')).headers.get('x-csrf-token')).toBeNull();
  });
});
