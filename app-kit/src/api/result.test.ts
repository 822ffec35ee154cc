import { failureMessage } from './failure-message';
import { dataOrThrow, result } from './result';

const answer = (body: string | null, status: number, statusText = '') => {
  const response = new Response(body, { status, statusText });
  return Promise.resolve({ error: response.ok ? undefined : (body ?? ''), response });
};

describe('result', () => {
  it('reports success for any 2xx answer, with its data', async () => {
    await expect(result(answer(null, 204))).resolves.toEqual({ ok: true, data: undefined });
    const created = Promise.resolve({ data: { id: 7 }, response: new Response('{}', { status: 201 }) });
    await expect(result(created)).resolves.toEqual({ ok: true, data: { id: 7 } });
  });

  it('shows the body text, the server message, below 500', async () => {
    await expect(result(answer('Invalid username or password', 401, 'Unauthorized'))).resolves.toEqual({
      ok: false,
      message: 'Invalid username or password',
    });
    await expect(
      result(answer('Too many attempts. Try again in 15 minutes.', 429, 'Too Many Requests')),
    ).resolves.toEqual({ ok: false, message: 'Too many attempts. Try again in 15 minutes.' });
  });

  it('shows the status text from 500 upward, whatever the body says', async () => {
    await expect(
      result(answer('Something went wrong on our side. Please try again.', 500, 'Internal Server Error')),
    ).resolves.toEqual({ ok: false, message: 'Internal Server Error' });
    await expect(result(answer('', 503, 'Service Unavailable'))).resolves.toEqual({
      ok: false,
      message: 'Service Unavailable',
    });
  });

  it('shows the error text when the request never got an answer', async () => {
    await expect(result(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      message: 'Failed to fetch',
    });
  });
});

describe('result with own words', () => {
  it('shows a 5xx body it was told to, and the status text for any other', async () => {
    const busy = 'Imports are busy. Try again in a minute.';
    await expect(result(answer(busy, 503, 'Service Unavailable'), { ownWords: [busy] })).resolves.toEqual({
      ok: false,
      message: busy,
    });
    await expect(
      result(answer('Something else', 503, 'Service Unavailable'), { ownWords: [busy] }),
    ).resolves.toEqual({ ok: false, message: 'Service Unavailable' });
  });
});

describe('dataOrThrow', () => {
  it('answers the data of a success and throws the message of a failure', () => {
    expect(dataOrThrow({ ok: true, data: 3 })).toBe(3);
    expect(() => dataOrThrow({ ok: false, message: 'Map not found' })).toThrow(new Error('Map not found'));
  });
});

describe('failureMessage', () => {
  it('never leaves a failure without words', () => {
    expect(failureMessage(new Response(null, { status: 400, statusText: 'Bad Request' }), '')).toBe(
      'Bad Request',
    );
    expect(failureMessage(new Response(null, { status: 502 }), 'Bad gateway body')).toBe('Bad gateway body');
    expect(failureMessage(new Response(null, { status: 502 }), undefined)).toBe('502');
  });
});
