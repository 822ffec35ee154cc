import { messages, validateEmail } from '@groupmap/contracts';

export interface EmailChangeValues {
  email: string;
  currentPassword: string;
}

export type EmailChangeErrors = Partial<Record<keyof EmailChangeValues, string>>;

/**
 * The rules the service applies, checked before sending: the address as at registration (section 5,
 * "Invalid email address"), a current password, and a change at all. The service checks them again.
 */
export function validateEmailChange(values: EmailChangeValues, currentEmail: string): EmailChangeErrors {
  const errors: EmailChangeErrors = {};
  const email = values.email.trim();
  const invalid = validateEmail(email);
  if (invalid) errors.email = invalid;
  else if (email.toLowerCase() === currentEmail.toLowerCase()) errors.email = messages.emailUnchanged;
  if (values.currentPassword === '') errors.currentPassword = messages.currentPasswordRequired;
  return errors;
}
