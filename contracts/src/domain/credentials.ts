import { z } from 'zod';
import { validationMessages } from '../messages/validation';
import { TEXT_LIMITS, validateLength } from './text-limits';

/** Minimums of spec section 9. */
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

/**
 * zod's e-mail check: a maintained, deliberately conservative pattern (no quoted local parts or IP
 * literals, which real sign-ups do not use), rather than a home-grown regex.
 */
const emailSchema = z.email();

/**
 * The one key a username is compared by, everywhere (decisions.md, Sessions and cookies): uniqueness,
 * the log-in look-up and rate-limit keys. Unicode NFKC first, so compatibility forms (full-width
 * `ａｌｉｃｅ`, ligatures) meet their plain letters; then lower case by the one-to-one (simple) case
 * mapping, so `İ` becomes `i` as in most systems, not `i` plus a combining dot. Surrounding spaces
 * never count.
 */
export function usernameKey(username: string): string {
  let key = '';
  for (const character of username.trim().normalize('NFKC')) {
    // Iterating a string yields code points: the first one of a full mapping is the simple mapping.
    const [simpleLower] = character.toLowerCase();
    key += simpleLower ?? character;
  }
  return key;
}

/** The username rule (section 5) plus a length cap; returns the message of the broken rule or null. */
export function validateUsername(value: string): string | null {
  if (value.trim().length < USERNAME_MIN_LENGTH) return validationMessages.usernameTooShort;
  return validateLength('Username', value, TEXT_LIMITS.username);
}

/**
 * The password rule (section 5) plus a cap that bounds hashing cost. The common-password refusal
 * ("This password is too common") needs the list and is the auth service's check.
 */
export function validatePassword(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return validationMessages.passwordTooShort;
  return validateLength('Password', value, TEXT_LIMITS.password);
}

/** The registration e-mail rule (section 5): "Invalid email address" or null. */
export function validateEmail(value: string): string | null {
  if (value.length > TEXT_LIMITS.email || !emailSchema.safeParse(value).success)
    return validationMessages.invalidEmail;
  return null;
}

/**
 * The looser check before subscribing (section 5): the profile e-mail must contain an "@", else the
 * "Email Required" toast is shown and nothing is sent.
 */
export function hasSubscribableEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.includes('@');
}
