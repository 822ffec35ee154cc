import { messages } from '@groupmap/contracts';
import { validateAccountDeletion } from './validate-account-deletion';

describe('validateAccountDeletion', () => {
  it('accepts a password and the username typed exactly', () => {
    expect(validateAccountDeletion({ password: 'x', username: 'Alice' }, 'Alice')).toEqual({});
  });

  it('asks for the password and the username', () => {
    expect(validateAccountDeletion({ password: '', username: '' }, 'Alice')).toEqual({
      password: messages.currentPasswordRequired,
      username: messages.typeUsernameToConfirm,
    });
  });

  it('refuses the username in another letter case or with spaces around it', () => {
    expect(validateAccountDeletion({ password: 'x', username: 'alice' }, 'Alice').username).toBe(
      messages.usernameMismatch,
    );
    expect(validateAccountDeletion({ password: 'x', username: ' Alice' }, 'Alice').username).toBe(
      messages.usernameMismatch,
    );
  });
});
