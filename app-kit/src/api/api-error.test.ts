import { apiError, unwrap } from './api-error';

describe('apiError', () => {
  it('uses the status text for server errors, whose bodies are generic', () => {
    const error = apiError(new Response('details', { status: 502, statusText: 'Bad Gateway' }), 'details');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('uses the response body, the human message, below 500', () => {
    const error = apiError(new Response(null, { status: 404, statusText: 'Not Found' }), 'Map not found');
    expect(error.message).toBe('404: Map not found');
  });
});

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    const response = new Response('{}', { status: 200 });
    await expect(unwrap(Promise.resolve({ data: { id: 7 }, response }))).resolves.toEqual({ id: 7 });
  });

  it('throws the spec error of a failed call', async () => {
    const response = new Response(null, { status: 403, statusText: 'Forbidden' });
    await expect(
      unwrap(Promise.resolve({ error: 'Only the map owner can change this map', response })),
    ).rejects.toThrow('403: Only the map owner can change this map');
  });
});
