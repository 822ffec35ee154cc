import { feedbackBodySchema, loginBodySchema, registerBodySchema } from './auth';
import { firstMessage } from './test-helpers';

describe('auth request bodies', () => {
  it('answers one credentials message for any incomplete login', () => {
    for (const body of [
      {},
      { username: 'ann' },
      { username: '  ', password: 'secret' },
      { username: 1, password: 'x' },
    ]) {
      expect(firstMessage(loginBodySchema, body)).toBe('Invalid username or password');
    }
    expect(loginBodySchema.parse({ username: ' ann ', password: ' secret ' })).toEqual({
      username: 'ann',
      password: ' secret ',
    });
  });

  it('gives registration the spec messages field by field', () => {
    const valid = { username: 'ann', email: 'ann@example.com', password: 'secret' };
    expect(firstMessage(registerBodySchema, valid)).toBeNull();
    expect(firstMessage(registerBodySchema, { ...valid, username: 'an' })).toBe(
      'Username must be at least 3 characters',
    );
    expect(firstMessage(registerBodySchema, { ...valid, email: 'ann@' })).toBe('Invalid email address');
    expect(firstMessage(registerBodySchema, { ...valid, password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstMessage(registerBodySchema, { ...valid, email: undefined })).toBe('Invalid email address');
    for (const username of ['ann\nbob', 'ann\tbob']) {
      expect(firstMessage(registerBodySchema, { ...valid, username })).toBe(
        'Text must not contain control characters',
      );
    }
  });

  it('requires a feedback message and accepts a missing e-mail', () => {
    expect(feedbackBodySchema.parse({ message: ' Great map ' })).toEqual({
      email: null,
      message: 'Great map',
    });
    expect(firstMessage(feedbackBodySchema, { message: '   ' })).toBe('Message is required');
    expect(firstMessage(feedbackBodySchema, { email: 'nope', message: 'Hi' })).toBe('Invalid email address');
    expect(feedbackBodySchema.parse({ email: '', message: 'Hi' }).email).toBeNull();
  });
});
