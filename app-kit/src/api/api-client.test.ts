import { createBrowserApiClient } from './api-client';

describe('createBrowserApiClient', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the session cookie and the CSRF header on a state-changing call', async () => {
    const sent: Request[] = [];
    globalThis.fetch = jest.fn(async (request: Request) => {
      sent.push(request);
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;

    const client = createBrowserApiClient({
      baseUrl: 'http://gateway.test',
      readCookies: () => 'session_id=s; csrf_token=abc123',
    });
    await client.POST('/api/logout');

    expect(sent).toHaveLength(1);
    expect(sent[0]?.credentials).toBe('include');
    expect(sent[0]?.headers.get('x-csrf-token')).toBe('abc123');
  });
});
