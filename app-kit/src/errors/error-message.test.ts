import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('reads the message of an Error', () => {
    expect(errorMessage(new Error('Map not found'))).toBe('Map not found');
  });

  it('uses a thrown string as the message', () => {
    expect(errorMessage('Map has no maxZoom specified')).toBe('Map has no maxZoom specified');
  });

  it('reads a message property of a plain object', () => {
    expect(errorMessage({ message: 'Failed to get manifest' })).toBe('Failed to get manifest');
  });

  it('has no message for empty, missing or unusual throws', () => {
    for (const thrown of [new Error(''), '  ', undefined, null, 42, { message: 7 }, {}]) {
      expect(errorMessage(thrown)).toBeUndefined();
    }
  });
});
