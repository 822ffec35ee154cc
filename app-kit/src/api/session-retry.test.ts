import { createBrowserApiClient } from './api-client';

/** A gateway that refuses writes until GET /api/session has handed out the cookie `csrf_token=fresh`. */
function fakeGateway({ sessionAnswers = 200 }: { sessionAnswers?: number } = {}) {
  let cookies = '';
  const sent: Array<{ method: string; path: string; token: string | null; body: string }> = [];
  const fetch = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const token = request.headers.get('x-csrf-token');
    sent.push({ method: request.method, path, token, body: await request.text() });
    if (path === '/api/session') {
      if (sessionAnswers === 200) cookies = 'session_id=s; csrf_token=fresh';
      return new Response(JSON.stringify({ id: 'p' }), { status: sessionAnswers });
    }
    if (request.method !== 'GET' && token !== 'fresh') {
      return new Response('Your session has expired. Please reload the page and try again.', {
        status: 403,
        headers: { 'x-error-code': 'csrf_rejected' },
      });
    }
    return new Response(null, { status: 204 });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const client = createBrowserApiClient({ baseUrl: 'http://gateway.test', readCookies: () => cookies });
  return { client, sent };
}

describe('a write refused for want of a session', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks GET /api/session and sends the write once more, body and all, with the new token', async () => {
    const { client, sent } = fakeGateway();
    const { response } = await client.POST('/api/feedback', { body: { message: 'Lovely maps' } });
    expect(response.status).toBe(204);
    expect(sent.map(({ method, path, token }) => [method, path, token])).toEqual([
      ['POST', '/api/feedback', null],
      ['GET', '/api/session', null],
      ['POST', '/api/feedback', 'fresh'],
    ]);
    expect(JSON.parse(sent[2]!.body)).toEqual({ message: 'Lovely maps' });
  });

  it('retries only once, and gives the caller the refusal when no session can be had', async () => {
    const { client, sent } = fakeGateway({ sessionAnswers: 429 });
    const { response, error } = await client.POST('/api/logout');
    expect(response.status).toBe(403);
    expect(error).toBe('Your session has expired. Please reload the page and try again.');
    expect(sent.map(({ path }) => path)).toEqual(['/api/logout', '/api/session']);
  });

  it('never retries reads or other failures', async () => {
    const { client, sent } = fakeGateway();
    await client.GET('/api/user');
    expect(sent).toHaveLength(1);
  });
});
