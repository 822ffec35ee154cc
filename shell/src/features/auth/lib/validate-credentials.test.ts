import { validateCredentials } from './validate-credentials';

const valid = { username: 'alice', email: 'alice@example.com', password: 'correct horse' };

describe('validateCredentials', () => {
  it('accepts valid credentials in both modes', () => {
    expect(validateCredentials('login', valid)).toEqual({});
    expect(validateCredentials('register', valid)).toEqual({});
  });

  it('gives the section 5 messages for a short username and a short password', () => {
    expect(validateCredentials('login', { ...valid, username: 'al', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('does not count surrounding spaces towards the username', () => {
    expect(validateCredentials('register', { ...valid, username: '  al  ' })).toEqual({
      username: 'Username must be at least 3 characters',
    });
  });

  it('checks the e-mail address only when registering', () => {
    const badEmail = { ...valid, email: 'alice@' };
    expect(validateCredentials('register', badEmail)).toEqual({ email: 'Invalid email address' });
    expect(validateCredentials('login', badEmail)).toEqual({});
    expect(validateCredentials('register', { ...valid, email: '  alice@example.com ' })).toEqual({});
  });
});
