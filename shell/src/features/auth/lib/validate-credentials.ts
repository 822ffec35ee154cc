import { validateEmail, validatePassword, validateUsername } from '@groupmap/contracts';

/** The one screen's two faces: Login (username, password) and Register (adds email). */
export type AuthMode = 'login' | 'register';

export interface CredentialValues {
  username: string;
  email: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof CredentialValues, string>>;

/** The fields each mode shows, in screen order (the order in which errors take focus). */
export const FIELDS_BY_MODE: Readonly<Record<AuthMode, readonly (keyof CredentialValues)[]>> = {
  login: ['username', 'password'],
  register: ['username', 'email', 'password'],
};

const VALIDATORS: Record<keyof CredentialValues, (value: string) => string | null> = {
  username: validateUsername,
  // The address is sent trimmed, so it is judged trimmed too.
  email: (value) => validateEmail(value.trim()),
  password: validatePassword,
};

/**
 * The messages of spec section 5 for the fields of `mode`, with the rules the server applies
 * (contracts' domain validators). Empty when the form may be sent.
 */
export function validateCredentials(mode: AuthMode, values: CredentialValues): CredentialErrors {
  const errors: CredentialErrors = {};
  for (const field of FIELDS_BY_MODE[mode]) {
    const message = VALIDATORS[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
