import { actionResult, failureMessage } from './action-result';

const answer = (body: string | null, status: number, statusText = '') => {
  const response = new Response(body, { status, statusText });
  return Promise.resolve({ error: response.ok ? undefined : (body ?? ''), response });
};

describe('actionResult', () => {
  it('reports success for any 2xx answer', async () => {
    await expect(actionResult(answer(null, 204))).resolves.toEqual({ ok: true });
    await expect(actionResult(answer('{}', 201))).resolves.toEqual({ ok: true });
  });

  it('shows the body text, the server message, below 500', async () => {
    await expect(actionResult(answer('Invalid username or password', 401, 'Unauthorized'))).resolves.toEqual({
      ok: false,
      message: 'Invalid username or password',
    });
    await expect(
      actionResult(answer('Too many attempts. Try again in 15 minutes.', 429, 'Too Many Requests')),
    ).resolves.toEqual({ ok: false, message: 'Too many attempts. Try again in 15 minutes.' });
  });

  it('shows the status text from 500 upward, whatever the body says', async () => {
    await expect(
      actionResult(
        answer('Something went wrong on our side. Please try again.', 500, 'Internal Server Error'),
      ),
    ).resolves.toEqual({ ok: false, message: 'Internal Server Error' });
    await expect(actionResult(answer('', 503, 'Service Unavailable'))).resolves.toEqual({
      ok: false,
      message: 'Service Unavailable',
    });
  });

  it('shows the error text when the request never got an answer', async () => {
    await expect(actionResult(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      message: 'Failed to fetch',
    });
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
