import { apiError } from '@groupmap/app-kit';
import { listErrorText } from './list-error-text';

// app-kit's barrel imports its stylesheet, which jest cannot parse (docs/decisions/frontends.md).
jest.mock('../../../../app-kit/src/styles/app-kit.css', () => ({}));

describe('the inline text of a failed map list', () => {
  it('shows the status and status text for a server error', () => {
    const response = new Response(null, { status: 502, statusText: 'Bad Gateway' });
    expect(listErrorText(apiError(response, 'upstream details'))).toBe('Error: 502: Bad Gateway');
  });

  it('shows the status and the body text for a client error', () => {
    const response = new Response(null, { status: 401, statusText: 'Unauthorized' });
    expect(listErrorText(apiError(response, 'Not authenticated'))).toBe('Error: 401: Not authenticated');
  });

  it('shows the text of any other failure, such as a network error', () => {
    expect(listErrorText(new TypeError('Failed to fetch'))).toBe('Error: Failed to fetch');
  });
});
