import { messages, validatePassword } from '@groupmap/contracts';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The fields in the order the form shows them: the first one in error takes focus. */
export const NEW_PASSWORD_FIELDS = ['password', 'confirm'] as const;

/**
 * A new password by registration's rule (section 5, contracts' validator), typed the same twice. The
 * common-password refusal needs the service's list and comes back from it.
 */
export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const invalid = validatePassword(password);
  if (invalid) errors.password = invalid;
  if (confirm !== password) errors.confirm = messages.passwordsDoNotMatch;
  return errors;
}
