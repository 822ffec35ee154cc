import { messages, validatePassword } from '@groupmap/contracts';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/** The fields in the order the form shows them: the first one in error takes focus. */
export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

/**
 * The rules the service applies, checked before sending: a current password, a new one by
 * registration's rule (section 5), typed the same twice. The common-password refusal comes back
 * from the service, which checks everything again.
 */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '') errors.currentPassword = messages.currentPasswordRequired;
  const invalid = validatePassword(values.newPassword);
  if (invalid) errors.newPassword = invalid;
  if (values.confirm !== values.newPassword) errors.confirm = messages.passwordsDoNotMatch;
  return errors;
}
