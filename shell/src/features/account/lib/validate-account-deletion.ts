import { messages } from '@groupmap/contracts';

export interface AccountDeletionValues {
  password: string;
  username: string;
}

export type AccountDeletionErrors = Partial<Record<keyof AccountDeletionValues, string>>;

/**
 * The confirmation's rules as the server applies them: a password, and the username typed exactly
 * (letter case included), the same texts the server answers.
 */
export function validateAccountDeletion(
  values: AccountDeletionValues,
  username: string,
): AccountDeletionErrors {
  const errors: AccountDeletionErrors = {};
  if (values.password === '') errors.password = messages.currentPasswordRequired;
  if (values.username === '') errors.username = messages.typeUsernameToConfirm;
  else if (values.username !== username) errors.username = messages.usernameMismatch;
  return errors;
}
